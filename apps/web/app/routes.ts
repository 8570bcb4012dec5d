import { index, type RouteConfig, route } from '@react-router/dev/routes';

// Every page exists at its English path and under /fr, served by the same module (DESIGN "The web app").
export default [
  index('routes/home.tsx', { id: 'home' }),
  route('fr', 'routes/home.tsx', { id: 'home-fr' }),
  // Last: anything else is a 404 rendered by the root error boundary.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;

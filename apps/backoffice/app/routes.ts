import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

// Paths are under the basename /backoffice.
export default [
  route('login', 'features/auth/login-route.tsx'),
  layout('layout/shell-route.tsx', { id: 'shell' }, [
    index('layout/home-route.tsx'),
    route('players', 'features/players/search-route.tsx'),
    route('players/:id', 'features/players/player-route.tsx'),
    route('withdrawals', 'features/withdrawals/queue-route.tsx'),
    route('audit', 'features/audit/audit-route.tsx'),
  ]),
] satisfies RouteConfig;

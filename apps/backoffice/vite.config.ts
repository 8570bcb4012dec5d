import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  // Assets are served under the app's own path.
  base: '/backoffice/',
  plugins: [reactRouter()],
  // `npm run dev -w @jeton/backoffice` beside `npm run dev`: the API is the server's.
  server: {
    proxy: { '/backoffice/api': process.env.BACKOFFICE_API_ORIGIN ?? 'http://localhost:3000' },
  },
});

import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  // Assets are served under the app's own path.
  base: '/backoffice/',
  plugins: [reactRouter()],
});

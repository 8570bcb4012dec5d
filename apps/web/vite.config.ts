import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    rollupOptions: {
      output: {
        // Chunks under 10 kB are merged into others where that changes no side effect's order: a page
        // loaded ~50 preloads of a few hundred bytes each (headers and HTTP/1.1's six connections
        // cost more than the bytes); now ~25, and 3 kB less (decision 0052, docs/benchmarks.md).
        experimentalMinChunkSize: 10_000,
      },
    },
  },
});

import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/**
 * React, React DOM and React Router in one chunk (every page needs all of them), and each area's
 * texts in a chunk of their own per locale (app/i18n/sections.ts), so that no merge below moves
 * page code into them or them into the first view.
 */
function manualChunk(id: string): string | undefined {
  if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
  const texts = /\/app\/i18n\/([a-z-]+)\.(en|fr)\.ts$/.exec(id);
  if (texts && !['en', 'fr'].includes(texts[1]!)) return `texts-${texts[1]}.${texts[2]}`;
  return undefined;
}

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    rollupOptions: {
      output: {
        manualChunks: manualChunk,
        // Chunks under 2.5 kB are merged into others where that changes no side effect's order: fewer
        // requests (headers, HTTP/1.1's six connections). Above that, merging put code of other pages
        // (a game's board, the after-hydration effects) into the first view: 10 kB gave 138 kB on the
        // home page, 2.5 kB gives 135 kB in 30 files, none gives 138 kB in 46 (docs/benchmarks.md).
        experimentalMinChunkSize: 2500,
      },
    },
  },
});

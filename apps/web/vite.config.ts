import { reactRouter } from '@react-router/dev/vite';
import type { ManualChunkMeta } from 'rollup';
import { defineConfig } from 'vite';

const VENDOR = /node_modules\/(react|react-dom|scheduler|react-router)\//;
const LOCALE_TEXTS = /\/app\/i18n\/([a-z-]+)\.(en|fr)\.ts$/;
const ZOD = /\/node_modules\/zod\//;
const VALIDATION = /\/packages\/domain\/src\/validation\//;
/** The modules every page runs: the client entry and the root route. */
const EVERY_PAGE = [/\/app\/entry\.client\.tsx$/, /\/app\/root\.tsx$/];

/**
 * The chunks (decision 0056):
 * - `react`: React, React DOM and React Router, which every page needs and which seldom change;
 * - `texts-{section}.{locale}`: each area's texts per locale (app/i18n/sections.ts);
 * - `zod`, and one `schemas-{module}` per module that builds schemas: forms and API contracts load
 *   with the pages that use them. They are pinned because a module in a manual chunk takes its
 *   unpinned dependencies along, and the domain package's index reaches all of them;
 * - `core`: what the client entry and the root route import statically. Every page runs it, so one
 *   file loses nothing, and brotli packs one 40 kB file better than twenty of 2 kB: Rollup, which
 *   does not know that the root route always loads first, split it by which routes share what;
 * - everything else: Rollup's own split, by route.
 */
function manualChunk(id: string, meta: ManualChunkMeta): string | undefined {
  if (VENDOR.test(id)) return 'react';
  const texts = LOCALE_TEXTS.exec(id);
  if (texts) return ['en', 'fr'].includes(texts[1]!) ? undefined : `texts-${texts[1]}.${texts[2]}`;
  if (ZOD.test(id)) return 'zod';
  if (VALIDATION.test(id) || meta.getModuleInfo(id)?.importedIds.some((dep) => ZOD.test(dep))) {
    return `schemas-${id.split('/').at(-1)!.replace(/\.ts$/, '')}`;
  }
  if (EVERY_PAGE.some((entry) => entry.test(id))) return undefined;
  return everyPageModules(meta).has(id) ? 'core' : undefined;
}

/**
 * The chunks loaded right after hydration (root.tsx's site effects, the new player's hints). Vite
 * preloads a lazy module's static imports by putting a `<link rel="modulepreload">` per module into
 * the head, all in the task that calls `import()`; each costs Chromium about 1 ms of the main thread
 * (5 ms on Lighthouse's phone), and the site effects import some twenty modules: a long task of
 * about 100 ms at the end of hydration (decision 0069). For these, the browser finds the imports as
 * it reads the modules, a few per task; their CSS is still put in first.
 */
const AFTER_HYDRATION = /(^|\/)(site-effects|player-hints)-[\w-]+\.js$/;

/** Vite's preload list of a lazy import (`build.modulePreload.resolveDependencies`). */
export function preloadsOfLazyImport(target: string, deps: string[]): string[] {
  return AFTER_HYDRATION.test(target) ? deps.filter((dep) => dep === target) : deps;
}

/** One set per build (the client's and the server's run in one process), keyed by its module graph. */
const everyPageOfBuild = new WeakMap<ManualChunkMeta['getModuleInfo'], Set<string>>();

/** The static imports of the client entry and the root route, all the way down. */
function everyPageModules({ getModuleIds, getModuleInfo }: ManualChunkMeta): Set<string> {
  const known = everyPageOfBuild.get(getModuleInfo);
  if (known) return known;
  const found = new Set<string>();
  const queue = [...getModuleIds()].filter((id) => EVERY_PAGE.some((entry) => entry.test(id)));
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (found.has(id) || VENDOR.test(id) || LOCALE_TEXTS.test(id)) continue;
    found.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  everyPageOfBuild.set(getModuleInfo, found);
  return found;
}

/**
 * The browser's code is minified by Terser with two compress passes rather than esbuild: about
 * 4 kB less per first view (3.5 %, e.g. game hall 119.6 -> 115.6 kB brotli) for three more
 * seconds of build. The server's build stays unminified, for readable stack traces.
 */
const BROWSER_MINIFY = {
  minify: 'terser',
  terserOptions: { compress: { passes: 2 }, format: { comments: false } },
} as const;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  build: {
    ...(isSsrBuild ? {} : BROWSER_MINIFY),
    // JETON_WEB_SOURCEMAP=1: source maps beside the files, not linked from them, for
    // `npm run bench:web:trace` to name the functions of the long tasks. Off in a normal build.
    sourcemap: process.env.JETON_WEB_SOURCEMAP === '1' ? 'hidden' : false,
    modulePreload: { resolveDependencies: preloadsOfLazyImport },
    rollupOptions: {
      output: {
        manualChunks: manualChunk,
        // No merging of small chunks (Rollup's experimentalMinChunkSize): with the core chunk, what
        // merging joined was other routes' code into the first view; without it the cashier loads
        // 4 kB less and home and the game hall the same (docs/benchmarks.md).
      },
    },
  },
}));

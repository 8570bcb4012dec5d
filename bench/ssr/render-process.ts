import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { type ComponentType, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { parseGameHallQuery } from '../../apps/web/app/features/gamehall/gamehall-query.js';
import { loadHall } from '../../apps/web/app/features/gamehall/hall-data.js';
import { loadContentConfig, loadInitialData } from '../../apps/web/app/session/load-initial-data.js';
import { type Message, reply, runChild } from '../api/child.js';

// The baseline of bench:ssr: renderToString of the hall's component tree (the default layout and
// the game hall page, the built modules the server renders) with the data the server's loaders load,
// fetched once from the running site. No HTTP, no loaders, no streaming: the rendering alone.

interface BuildRoute {
  id: string;
  module: { default?: ComponentType };
}

runChild('renderer', async () => {
  const origin = process.env.BENCH_SSR_ORIGIN;
  const buildDir = process.env.BENCH_SSR_BUILD_DIR;
  if (!origin || !buildDir) throw new Error('BENCH_SSR_ORIGIN and BENCH_SSR_BUILD_DIR must be set');
  const build = (await import(pathToFileURL(`${buildDir}/server/index.js`).href)) as {
    routes: Record<string, BuildRoute>;
  };
  const layout = build.routes['layout-default']?.module.default;
  const hall = build.routes.gamehall?.module.default;
  if (!layout || !hall) throw new Error('the build has no layout-default or gamehall route');

  const locale = 'en' as const;
  const [initial, content, loaded] = await Promise.all([
    loadInitialData({ origin, locale }),
    loadContentConfig(locale, { origin }),
    loadHall(parseGameHallQuery(new URLSearchParams()), null, false, { origin, locale }),
  ]);
  if (loaded.kind !== 'ok') throw new Error('the hall did not load');
  const rootData = { locale, ...initial, content, siteOrigin: origin };

  const render = () => {
    const router = createMemoryRouter(
      [
        {
          id: 'root',
          path: '/',
          Component: Outlet,
          children: [
            {
              id: 'layout-default',
              Component: layout,
              children: [{ id: 'gamehall', path: 'gamehall/:id?', Component: hall }],
            },
          ],
        },
      ],
      {
        initialEntries: ['/gamehall'],
        hydrationData: { loaderData: { root: rootData, gamehall: loaded.data } },
      },
    );
    return renderToString(createElement(RouterProvider, { router }));
  };

  const html = render();
  const cards = html.split('class="game-card"').length - 1;
  reply({ type: 'ready', cards, bytes: Buffer.byteLength(html) });

  process.on('message', (message: Message) => {
    if (message.type === 'stop') process.exit(0);
    if (message.type !== 'run') return;
    const seconds = Number(message.seconds);
    const started = performance.now();
    let renders = 0;
    while (performance.now() - started < seconds * 1000) {
      render();
      renders += 1;
    }
    reply({ type: 'done', renders, seconds: (performance.now() - started) / 1000 });
  });
});

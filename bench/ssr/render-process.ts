import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createRequestHandler,
  type EntryContext,
  RouterContextProvider,
  type ServerBuild,
} from 'react-router';
import { type Message, reply, runChild } from '../api/child.js';

// The baseline of bench:ssr: renderToString of the page's whole component tree (the document, the
// default layout and the game hall: the element entry.server.tsx streams) with the data its loaders
// loaded. The loaders run once, through the build's own request handler against the running site;
// the router context they produce is kept and rendered again and again. No HTTP, no loaders, no
// streaming, no hydration data (the loader data React Router streams after the document): the
// rendering alone.

type DocumentEntry = ServerBuild['entry']['module'] & {
  documentTree(context: EntryContext, url: string, nonce: string | undefined): ReactElement;
};

runChild('renderer', async () => {
  const origin = process.env.BENCH_SSR_ORIGIN;
  const buildDir = process.env.BENCH_SSR_BUILD_DIR;
  if (!origin || !buildDir) throw new Error('BENCH_SSR_ORIGIN and BENCH_SSR_BUILD_DIR must be set');
  const build = (await import(pathToFileURL(`${buildDir}/server/index.js`).href)) as ServerBuild;
  const entry = build.entry.module as DocumentEntry;
  if (typeof entry.documentTree !== 'function') throw new Error('the build has no documentTree in its entry');

  const url = `${origin}/gamehall`;
  const context = await routerContextOf(build, entry, url, origin);
  const nonce = 'bench';
  const render = () => renderToString(entry.documentTree(context, url, nonce));

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

/**
 * The router context that the build's request handler gives its entry for one GET of `url`, with
 * the loaders' calls of the product API sent to the running site. Its hydration stream is dropped:
 * renderToString cannot wait for it, and it is data sent beside the tree, not the tree.
 */
async function routerContextOf(
  build: ServerBuild,
  entry: DocumentEntry,
  url: string,
  origin: string,
): Promise<EntryContext> {
  let captured: EntryContext | undefined;
  const capturing: ServerBuild = {
    ...build,
    entry: {
      module: {
        ...entry,
        default: (request, status, headers, context, loadContext) => {
          captured = context;
          return entry.default(request, status, headers, context, loadContext);
        },
      },
    },
  };
  const loadContext = Object.assign(new RouterContextProvider(), {
    apiOrigin: origin,
    apiFetch: fetch,
    cspNonce: 'bench',
  });
  const response = await createRequestHandler(capturing, 'production')(new Request(url), loadContext);
  await response.text();
  if (response.status !== 200 || !captured) throw new Error(`GET ${url} answered ${response.status}`);
  return { ...captured, serverHandoffStream: undefined };
}

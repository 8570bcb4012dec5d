// React Router's Node entry, with the CSP nonce that the server mount passes in the load context.
// A page is rendered to one string once its loaders are done (decision 0022): no loader defers, so
// streaming sent the same bytes, only slower. Should anything suspend, the page streams as before.
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { ReactElement } from 'react';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import './i18n/all-catalogues.js';
import { NonceContext } from './nonce.js';
import { settleHydrationData } from './rendering/hydration-data.server.js';
import { inlineStylesheets } from './rendering/inline-stylesheets.js';
import { startScriptsAfterPaint } from './rendering/scripts-after-paint.js';
import { injectCustomCode } from './seo/custom-code.js';
import { customCodeOf } from './seo/custom-code-of.js';
import { EarlyStylesheetsContext, matchedStylesheets } from './styles/early-stylesheets.js';

export const streamTimeout = 5_000;

/**
 * The page's whole component tree: the document (root route) with its layouts and page, as the
 * server renders it. Exported for bench:ssr, whose baseline renders this same tree to a string.
 */
export function documentTree(routerContext: EntryContext, url: string, nonce: string | undefined) {
  return (
    <NonceContext.Provider value={nonce}>
      <EarlyStylesheetsContext.Provider value={matchedStylesheets(routerContext)}>
        <ServerRouter context={routerContext} url={url} nonce={nonce} />
      </EarlyStylesheetsContext.Provider>
    </NonceContext.Provider>
  );
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  const tree = documentTree(routerContext, request.url, nonce);
  await settleHydrationData(routerContext);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  const whole = renderWhole(tree);
  if (whole !== null) {
    const styled = loadContext.stylesheetText ? inlineStylesheets(whole, loadContext.stylesheetText) : whole;
    const html = injectCustomCode(startScriptsAfterPaint(styled, nonce), customCodeOf(routerContext), nonce);
    // Bytes with their length: the server sends (and compresses) a complete body in one piece.
    const body = Buffer.from(html);
    responseHeaders.set('Content-Length', String(body.byteLength));
    return new Response(body, { headers: responseHeaders, status: responseStatusCode });
  }
  return streamPage(tree, nonce, request, responseStatusCode, responseHeaders, routerContext);
}

/** The page as one string, or null if any part of it suspended (React would leave it to the browser). */
function renderWhole(tree: ReactElement): string | null {
  let html: string;
  try {
    html = renderToString(tree);
  } catch {
    return null; // suspended outside a boundary, or failed: the streaming render handles and reports it
  }
  // A boundary React gave up on, or hydration data that did not make it into the page.
  if (html.includes('<!--$!') || html.lastIndexOf('streamController.close()') === -1) return null;
  return `<!DOCTYPE html>${html}`;
}

/** React Router's streaming render: the shell first, each suspended part as it resolves. */
function streamPage(
  tree: ReactElement,
  nonce: string | undefined,
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once; people get the shell first and the rest streamed.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(tree, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors in the shell reject and are logged by React Router; log only those after it.
        if (shellRendered) console.error(error);
      },
    });
  });
}

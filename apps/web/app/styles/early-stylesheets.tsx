import { createContext, useContext } from 'react';
import { preload } from 'react-dom';
import type { EntryContext } from 'react-router';

// The first page's stylesheets are requested ahead of the script preloads. React writes the
// <link rel=modulepreload> tags of <Scripts> above the plain stylesheet links of <Links>, so over
// HTTP/1.1's six connections the render-blocking CSS waited behind some twenty scripts. A style
// preload is one of React's resources, which it writes before those tags. It only fetches: <Links>
// still applies the CSS, and removes a route's CSS when a client navigation leaves the route.

export const EarlyStylesheetsContext = createContext<readonly string[]>([]);

/** The CSS files of the matched routes, parents first, as <Links> lists them. */
export function matchedStylesheets(context: EntryContext): string[] {
  const hrefs = new Set<string>();
  for (const match of context.staticHandlerContext.matches) {
    for (const href of context.manifest.routes[match.route.id]?.css ?? []) hrefs.add(href);
  }
  return [...hrefs];
}

/** Server-side only: in the browser the context is empty, and the preloads have done their work. */
export function EarlyStylesheets(): null {
  const hrefs = useContext(EarlyStylesheetsContext);
  for (const href of hrefs) preload(href, { as: 'style' });
  return null;
}

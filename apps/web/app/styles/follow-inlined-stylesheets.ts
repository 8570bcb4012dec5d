import { INLINED_ATTRIBUTE } from '../rendering/inline-stylesheets.js';

/**
 * Browser, once the page has hydrated: each stylesheet the server wrote into the page
 * (rendering/inline-stylesheets.ts) leaves with its link. React Router removes a route's links when
 * a client navigation leaves the route, and its inlined copy must not outstay them. Until then the
 * copy does the link's work, so the page fetches no file and restyles nothing after it has loaded
 * (enabling the links there cost a style pass per file on a slow phone). A route visited again gets
 * new links, which load their files as usual.
 */
export function followInlinedStylesheets(document: Document): () => void {
  const inlined = () => document.head.querySelectorAll<HTMLStyleElement>(`style[${INLINED_ATTRIBUTE}]`);
  if (inlined().length === 0) return () => {};
  const observer = new MutationObserver((records) => {
    const removed = new Set<string>();
    for (const record of records) {
      for (const node of record.removedNodes) {
        if (node instanceof HTMLLinkElement && node.rel === 'stylesheet')
          removed.add(node.getAttribute('href') ?? '');
      }
    }
    if (removed.size === 0) return;
    for (const style of inlined()) {
      if (removed.has(style.getAttribute(INLINED_ATTRIBUTE) ?? '')) style.remove();
    }
    if (inlined().length === 0) observer.disconnect();
  });
  observer.observe(document.head, { childList: true });
  return () => observer.disconnect();
}

import { INLINED_ATTRIBUTE } from '../rendering/inline-stylesheets.js';

/**
 * Browser, once the page has hydrated: each stylesheet the server wrote into the page
 * (rendering/inline-stylesheets.ts) goes back to its link. The link is enabled, so the browser
 * fetches the file (it is then cached for the next pages), and the `<style>` goes once the file has
 * applied; both hold the same rules, so nothing moves meanwhile. Should the file fail to load, the
 * `<style>` stays and the page keeps its look.
 */
export function enableInlinedStylesheets(document: Document): void {
  for (const style of document.head.querySelectorAll<HTMLStyleElement>(`style[${INLINED_ATTRIBUTE}]`)) {
    const link = style.nextElementSibling;
    const href = style.getAttribute(INLINED_ATTRIBUTE);
    if (!(link instanceof HTMLLinkElement) || link.getAttribute('href') !== href) continue;
    link.addEventListener('load', () => style.remove(), { once: true });
    link.disabled = false;
  }
}

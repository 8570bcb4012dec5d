/**
 * The first page's stylesheets travel inside its HTML (issue 17, decision 0058).
 *
 * A `<link rel="stylesheet">` in the head holds the first paint until the browser has asked for the
 * file and received it: one more round trip after the HTML, which on a phone line is most of the
 * gap between a page's first paint and a bare HTML page's. Here each stylesheet link of the head
 * (React Router's links of the matched routes) whose file the server can read becomes a `<style>`
 * at the link's place, so the cascade keeps its order.
 *
 * The link itself stays, `disabled`: hydration claims React Router's `<Links>` by their position and
 * href, and a missing one would make React throw the server's page away. A disabled stylesheet is
 * neither fetched nor applied. In the browser the copy leaves with its link when a client navigation
 * leaves the route (styles/follow-inlined-stylesheets.ts).
 */

/** Marks an inlined `<style>` with the href of the link it stands for. */
export const INLINED_ATTRIBUTE = 'data-inlined-href';

/** A stylesheet link as React writes it, with the page's nonce when it has one. */
const STYLESHEET_LINK = /<link( nonce="[^"]*")? rel="stylesheet" href="([^"]+)"\/>/g;

/** The text of a build stylesheet (`/assets/….css`), or null when the server has none to give. */
export type StylesheetText = (href: string) => string | null;

export function inlineStylesheets(html: string, textOf: StylesheetText): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const inlined = new Set<string>();
  const head = html.slice(0, headEnd).replace(STYLESHEET_LINK, (link, nonce = '', href: string) => {
    const text = textOf(href);
    // `</style` inside the text would end the element early; such a file keeps its link.
    if (text === null || /<\/style/i.test(text)) return link;
    inlined.add(href);
    return `<style${nonce} ${INLINED_ATTRIBUTE}="${href}">${text}</style><link${nonce} rel="stylesheet" href="${href}" disabled=""/>`;
  });
  // The early preloads (styles/early-stylesheets.tsx) would fetch what the page now holds.
  const withoutPreloads = head.replace(
    /<link rel="preload" href="([^"]+)" as="style"\/>/g,
    (preload, href: string) => (inlined.has(href) ? '' : preload),
  );
  return withoutPreloads + html.slice(headEnd);
}

/** The page without the styles `inlineStylesheets` wrote into it: the markup alone (bench:web's baseline). */
export function withoutInlinedStyles(html: string): string {
  return html.replace(
    new RegExp(`<style(?: nonce="[^"]*")? ${INLINED_ATTRIBUTE}="[^"]*">[\\s\\S]*?</style>`, 'g'),
    '',
  );
}

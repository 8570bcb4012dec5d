import { describe, expect, it } from 'vitest';
import { inlineStylesheets, withoutInlinedStyles } from './inline-stylesheets.js';

// As React Router writes them: the root route's CSS with a `#`, the page's nonce on each link.
const CORE = '/assets/core-B1.css#';
const HALL = '/assets/gamehall-C2.css';

const page =
  `<html><head><link rel="preload" href="${CORE}" as="style"/><link rel="preload" href="${HALL}" as="style"/>` +
  `<title>Hall</title><link nonce="N" rel="stylesheet" href="${CORE}"/><link nonce="N" rel="stylesheet" href="${HALL}"/></head>` +
  `<body><link rel="stylesheet" href="${CORE}"/><main>Games</main></body></html>`;

const files: Record<string, string> = { [CORE]: 'body{margin:0}', [HALL]: '.hall{display:grid}' };
const textOf = (href: string) => files[href] ?? null;

describe('inlineStylesheets', () => {
  it('writes each stylesheet at its link, in order, and keeps the link disabled for hydration', () => {
    const html = inlineStylesheets(page, textOf);
    expect(html).toContain(
      `<title>Hall</title><style nonce="N" data-inlined-href="${CORE}">body{margin:0}</style>` +
        `<link nonce="N" rel="stylesheet" href="${CORE}" disabled=""/>` +
        `<style nonce="N" data-inlined-href="${HALL}">.hall{display:grid}</style>` +
        `<link nonce="N" rel="stylesheet" href="${HALL}" disabled=""/></head>`,
    );
  });

  it('drops the preloads of what it inlined, and touches nothing after the head', () => {
    const html = inlineStylesheets(page, (href) => (href === CORE ? 'body{margin:0}' : null));
    expect(html).not.toContain(`<link rel="preload" href="${CORE}" as="style"/>`);
    expect(html).toContain(`<link rel="preload" href="${HALL}" as="style"/>`);
    expect(html).toContain(`<link nonce="N" rel="stylesheet" href="${HALL}"/></head>`);
    expect(html).toContain(`<body><link rel="stylesheet" href="${CORE}"/><main>`);
  });

  it('writes no nonce where the page has none', () => {
    const bare = `<head><link rel="stylesheet" href="${HALL}"/></head>`;
    expect(inlineStylesheets(bare, textOf)).toBe(
      `<head><style data-inlined-href="${HALL}">.hall{display:grid}</style><link rel="stylesheet" href="${HALL}" disabled=""/></head>`,
    );
  });

  it('keeps the link of a file it cannot read, or whose text would close the style element', () => {
    expect(
      inlineStylesheets(page, (href) =>
        href === CORE ? 'a::after{content:"</style><script>x()</script>"}' : null,
      ),
    ).toBe(page);
    expect(inlineStylesheets(page, () => null)).toBe(page);
    expect(inlineStylesheets('<p>no head</p>', textOf)).toBe('<p>no head</p>');
  });

  it('gives the markup back without the styles it wrote', () => {
    expect(withoutInlinedStyles(inlineStylesheets(page, textOf))).toBe(
      page
        .replace(/<link rel="preload"[^>]*>/g, '')
        .replace(
          /<link nonce="N" rel="stylesheet" href="([^"]+)"\/>/g,
          '<link nonce="N" rel="stylesheet" href="$1" disabled=""/>',
        ),
    );
  });
});

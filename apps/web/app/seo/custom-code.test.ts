import type { CustomCodeEntry } from '@jeton/domain';
import { describe, expect, it } from 'vitest';
import { injectCustomCode, withNonce } from './custom-code.js';

const page = '<html lang="en"><head><title>T</title></head><body class="x"><div>app</div></body></html>';
const entry = (position: CustomCodeEntry['position'], code: string, isEnabled = true): CustomCodeEntry => ({
  isEnabled,
  position,
  code,
});

describe('custom code', () => {
  it('gives every script and style tag the nonce, whatever its case, and nothing else', () => {
    expect(
      withNonce('<script>a()</script><SCRIPT src="/x.js"></SCRIPT><style>b{}</style><scripted>', 'n1'),
    ).toBe(
      '<script nonce="n1">a()</script><SCRIPT nonce="n1" src="/x.js"></SCRIPT><style nonce="n1">b{}</style><scripted>',
    );
    expect(withNonce('<script>a()</script>', undefined)).toBe('<script>a()</script>');
  });

  it('puts each enabled entry in its slot and leaves disabled ones out', () => {
    const html = injectCustomCode(
      page,
      [
        entry('head', '<meta name="h" content="1">'),
        entry('bodyStart', '<noscript>start</noscript>'),
        entry('bodyEnd', '<script>end()</script>'),
        entry('head', '<script>off()</script>', false),
      ],
      'abc',
    );
    expect(html).toBe(
      '<html lang="en"><head><title>T</title><meta name="h" content="1"></head><body class="x">' +
        '<noscript>start</noscript><div>app</div><script nonce="abc">end()</script></body></html>',
    );
  });

  it("keeps the page's slots where they are when the code itself holds such tags", () => {
    const html = injectCustomCode(page, [entry('head', '</head><body>'), entry('bodyEnd', 'E')], 'n');
    expect(html).toBe(
      '<html lang="en"><head><title>T</title></head><body></head><body class="x"><div>app</div>E</body></html>',
    );
  });

  it('returns the page unchanged without entries', () => {
    expect(injectCustomCode(page, [], 'n')).toBe(page);
  });
});

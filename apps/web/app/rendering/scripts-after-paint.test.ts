import { describe, expect, it } from 'vitest';
import { startScriptsAfterPaint } from './scripts-after-paint.js';

const page = (boot: string) =>
  '<html><head><link rel="modulepreload" href="/assets/entry.js" nonce="N"/>' +
  '<link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/react.js" nonce="N"/></head>' +
  `<body><main>Hello</main>${boot}import * as route0 from "/assets/root.js";</script>` +
  '<script nonce="N">window.after = 1;</script></body></html>';

describe('startScriptsAfterPaint', () => {
  const html = startScriptsAfterPaint(page('<script nonce="N" type="module" async="">'), 'N');

  it('takes the module preloads out of the head and keeps the other links', () => {
    expect(html.slice(0, html.indexOf('<body>'))).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" href="/a.css"/>');
  });

  it('holds the boot script as text, in place, and follows it with the starter', () => {
    expect(html).not.toContain('type="module" async');
    expect(html).toContain(
      '<script nonce="N" type="jeton/after-paint" id="jeton-boot">import * as route0 from "/assets/root.js";</script><script nonce="N">(function(d,u)',
    );
    expect(html).toContain('(document,["/assets/entry.js","/assets/react.js"])</script>');
    expect(html).toContain('<script nonce="N">window.after = 1;</script>');
  });

  it('leaves a page without exactly one boot script unchanged', () => {
    const streamed = page('<script nonce="N">');
    expect(startScriptsAfterPaint(streamed, 'N')).toBe(streamed);
    const twice = page('<script type="module" async=""></script><script type="module" async="">');
    expect(startScriptsAfterPaint(twice, undefined)).toBe(twice);
  });

  it('writes no nonce when the page has none, and no `<` inside the starter', () => {
    const bare = startScriptsAfterPaint(
      '<head><link rel="modulepreload" href="/x</script>.js"/></head><script type="module" async="">go()</script>',
      undefined,
    );
    expect(bare).toContain('<script type="jeton/after-paint" id="jeton-boot">go()</script><script>');
    expect(bare).toContain('["/x\\u003c/script>.js"]');
  });
});

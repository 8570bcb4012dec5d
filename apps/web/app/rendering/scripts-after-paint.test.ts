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
      '<script nonce="N" type="jeton/after-paint" id="jeton-boot">import * as route0 from "/assets/root.js";</script><script nonce="N">(function(d,w,u)',
    );
    expect(html).toContain('(document,window,["/assets/entry.js","/assets/react.js"])</script>');
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

describe('the starter in the browser', () => {
  it('starts when the first contentful paint is reported, once, and not before', () => {
    const page = run({});
    expect(page.events).toEqual([]);
    page.paint();
    page.fire(1000); // the fallback finds it done
    expect(page.events).toEqual(['observer disconnected', 'scripts started']);
  });

  it('starts after 1 s when no paint is reported, and after the next frame without Paint Timing', () => {
    const silent = run({});
    silent.fire(1000);
    expect(silent.events).toEqual(['scripts started']);
    const old = run({ paintTiming: false });
    old.fire(0);
    expect(old.events).toEqual(['next frame', 'scripts started']);
  });

  it('a framed page tells its frame element it has painted, before its scripts start', () => {
    const page = run({ framed: true });
    page.paint();
    expect(page.events).toEqual([
      'observer disconnected',
      'frame element marked data-painted',
      'frame element told painted',
      'scripts started',
    ]);
  });

  it('waits for a frame marked data-paints-first to paint, with 3 s as the fallback', () => {
    const page = run({ frame: { painted: false, held: true } });
    page.paint();
    expect(page.events).toEqual(['observer disconnected']);
    page.frameListeners.painted!();
    page.fire(3000);
    expect(page.events).toEqual(['observer disconnected', 'scripts started']);
    const never = run({ frame: { painted: false } });
    never.paint();
    never.fire(3000);
    expect(never.events).toEqual(['observer disconnected', 'scripts started']);
  });

  it('on the frame’s load, starts unless the frame holds a page of ours that has not started yet', () => {
    const waiting = run({ frame: { painted: false, held: true } });
    waiting.paint();
    waiting.frameListeners.load!();
    expect(waiting.events).toEqual(['observer disconnected']);
    waiting.frameListeners.painted!();
    expect(waiting.events).toEqual(['observer disconnected', 'scripts started']);
    for (const frame of [{ painted: false }, { painted: false, crossOrigin: true }]) {
      const other = run({ frame });
      other.paint();
      other.frameListeners.load!();
      expect(other.events).toEqual(['observer disconnected', 'scripts started']);
    }
  });

  it('does not wait for a frame that has painted already, nor for anything in a hidden tab', () => {
    const painted = run({ frame: { painted: true } });
    painted.paint();
    expect(Object.keys(painted.frameListeners)).toEqual([]);
    expect(painted.events).toEqual(['observer disconnected', 'scripts started']);
    expect(run({ frame: { painted: false }, hidden: true }).events).toEqual(['scripts started']);
  });

  it('puts the preloads into the head three per task, and starts the boot script with the last ones', () => {
    const page = run({ preloads: 8 });
    page.paint();
    const preloads = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => `preload /assets/m${from + i}.js`);
    expect(page.events).toEqual(['observer disconnected', ...preloads(0, 3)]);
    page.fire(0);
    expect(page.events).toEqual(['observer disconnected', ...preloads(0, 6)]);
    page.fire(0);
    expect(page.events).toEqual(['observer disconnected', ...preloads(0, 8), 'scripts started']);
    page.fire(0);
    page.fire(1000);
    expect(page.events).toHaveLength(10);
  });
});

interface Options {
  /** A frame marked data-paints-first, painted already or not; `held`: its page still waits to start. */
  frame?: { painted: boolean; held?: boolean; crossOrigin?: boolean };
  /** The page is itself inside a frame. */
  framed?: boolean;
  hidden?: boolean;
  /** The browser reports paints (Paint Timing); true unless said. */
  paintTiming?: boolean;
  /** Module preloads in the page's head. */
  preloads?: number;
}

/** Runs a page's starter against a minimal document and window, recording what it does. */
function run(options: Options) {
  const links = Array.from(
    { length: options.preloads ?? 0 },
    (_, i) => `<link rel="modulepreload" href="/assets/m${i}.js"/>`,
  ).join('');
  const html = startScriptsAfterPaint(
    `<head>${links}</head><body><script type="module" async="">boot()</script></body>`,
    undefined,
  );
  const begin = html.indexOf('</script><script>') + '</script><script>'.length;
  const code = html.slice(begin, html.lastIndexOf('</script>'));
  const events: string[] = [];
  const frameListeners: Record<string, () => void> = {};
  const frame = options.frame && {
    get contentDocument() {
      if (options.frame!.crossOrigin) return null;
      return { getElementById: () => (options.frame!.held ? {} : null) };
    },
    hasAttribute: () => options.frame!.painted,
    addEventListener: (type: string, listener: () => void) => {
      frameListeners[type] = listener;
    },
  };
  let reportPaint: (() => void) | null = null;
  class FakeObserver {
    static supportedEntryTypes = options.paintTiming === false ? ['navigation'] : ['paint', 'navigation'];
    constructor(callback: (list: unknown, observer: FakeObserver) => void) {
      reportPaint = () =>
        callback(
          { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []) },
          this,
        );
    }
    observe() {}
    disconnect() {
      events.push('observer disconnected');
    }
  }
  const document = {
    currentScript: { nonce: '' },
    visibilityState: options.hidden ? 'hidden' : 'visible',
    getElementById: () => ({ textContent: 'boot()', replaceWith: () => events.push('scripts started') }),
    querySelector: () => frame ?? null,
    createElement: () => ({}),
    head: { appendChild: (link: { href: string }) => events.push(`preload ${link.href}`) },
  };
  const frameElement = options.framed
    ? {
        setAttribute: (name: string) => events.push(`frame element marked ${name}`),
        dispatchEvent: (event: Event) => events.push(`frame element told ${event.type}`),
      }
    : null;
  const timers: { ms: number; run: () => void }[] = [];
  new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', code)(
    document,
    { frameElement, PerformanceObserver: FakeObserver },
    (callback: () => void) => {
      events.push('next frame');
      callback();
    },
    (callback: () => void, ms = 0) => timers.push({ ms, run: callback }),
  );
  const fire = (ms: number) => {
    const due = timers.filter((t) => t.ms === ms);
    timers.splice(0, timers.length, ...timers.filter((t) => t.ms !== ms));
    for (const timer of due) timer.run();
  };
  return { events, frameListeners, fire, paint: () => reportPaint?.() };
}

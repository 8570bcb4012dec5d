/**
 * The page's scripts start once its server-rendered HTML has painted (issue 17, decision 0056).
 *
 * React Router writes a `<link rel="modulepreload">` for every module of the first view and an inline
 * module script that imports them and hydrates. The browser fetches all of it at once, beside the
 * stylesheets the first paint waits for, so on a slow connection the first paint shares the bandwidth
 * with some 130 kB of script, and the page is no more readable for it: hydration only adds
 * behaviour to what the HTML already shows. Here the preloads and the boot script are held back and
 * a small inline script starts them once the browser reports the page's first contentful paint
 * (Paint Timing; decision 0058): the page paints first, then fetches its modules in parallel (the
 * preloads are kept) and hydrates. Where the browser cannot report it, they start in the task after
 * the next frame, and at the latest 1 s after the HTML has been read.
 *
 * A tab opened in the background paints nothing, so its scripts start at once. Should the HTML not
 * have the expected shape (one boot script), it is returned unchanged: the page hydrates as before.
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const BOOT_SCRIPT = /<script(?: nonce="[^"]*")? type="module" async="">/g;
/** The boot script's new type: a script of an unknown type is kept as text and never run. */
const HELD_TYPE = 'jeton/after-paint';
const HELD_ID = 'jeton-boot';

export function startScriptsAfterPaint(html: string, nonce: string | undefined): string {
  const boots = [...html.matchAll(BOOT_SCRIPT)];
  if (boots.length !== 1) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
  const held = html
    .replace(MODULE_PRELOAD, '')
    .replace(BOOT_SCRIPT, `<script${nonceAttribute} type="${HELD_TYPE}" id="${HELD_ID}">`);
  const closing = held.indexOf('</script>', held.indexOf(`id="${HELD_ID}"`));
  const end = closing + '</script>'.length;
  return `${held.slice(0, end)}<script${nonceAttribute}>${starter(preloads)}</script>${held.slice(end)}`;
}

/**
 * Marks a frame whose first paint the page's scripts wait for: on a game page the game is what the
 * player came for, so its frame gets the line to itself until it has painted (decision 0058).
 */
const PAINTS_FIRST_ATTRIBUTE = 'data-paints-first';
/** Set on a frame (by the frame's own starter) once the frame has painted. */
const PAINTED_ATTRIBUTE = 'data-painted';
/**
 * Module preloads put into the head per task. Starting one costs Chromium about 1 ms of the main
 * thread (5 ms with the CPU four times slower, as Lighthouse's phone): a page's 15 to 25 in one task
 * made a long task of 60 to 120 ms on a phone (decision 0069). The boot script starts with the last
 * batch; its own imports are the preloaded modules, which the browser fetches once.
 */
const PRELOADS_PER_TASK = 3;
/** The longest a page waits for its own first paint's report. */
const PAINT_WAIT_MS = 1000;
/** The longest the page's scripts wait for a frame marked to paint first: a frame that never paints holds nothing up. */
const FRAME_WAIT_MS = 3000;

/**
 * The inline starter. `painted(f)` calls `f` once, when the browser reports the first contentful
 * paint, after the next frame where it cannot, or after 1 s; at once in a hidden tab. `go` puts the
 * preloads into the head and replaces the held script by a live module script with the same text
 * and the page's nonce (read while the starter runs: `currentScript` is only set then), the preloads
 * a few per task (`PRELOADS_PER_TASK`) and the script after the last of them; a page
 * inside a frame first tells its frame element that it has painted. A page with a frame marked
 * `data-paints-first` waits for that too before it starts, or for the frame's load when the frame
 * holds no page of ours waiting to start (an error page, another origin), or 3 s.
 */
function starter(preloads: string[]): string {
  // JSON of URLs, with `<` escaped so that no `</script>` can end the inline script early.
  const urls = JSON.stringify(preloads).replaceAll('<', '\\u003c');
  return (
    '(function(d,w,u){var n=d.currentScript.nonce;' +
    'function once(f){var done=false;return function(){if(!done){done=true;f()}}}' +
    'function painted(f){var g=once(f);if(d.visibilityState==="hidden")return g();' +
    'var P=w.PerformanceObserver,t=P&&P.supportedEntryTypes;' +
    'if(t&&t.indexOf("paint")>=0){new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();g()}})' +
    '.observe({type:"paint",buffered:true})}else requestAnimationFrame(function(){setTimeout(g,0)});' +
    `setTimeout(g,${PAINT_WAIT_MS})}` +
    'function go(){var b=d.getElementById("' +
    HELD_ID +
    '");if(!b)return;var e=w.frameElement;if(e){e.setAttribute("' +
    PAINTED_ATTRIBUTE +
    '","");e.dispatchEvent(new Event("painted"))}' +
    // A few preloads per task: each costs the browser about 1 ms (5 ms on a slow phone) to start.
    'var i=0;(function next(){for(var k=0;k<' +
    PRELOADS_PER_TASK +
    '&&i<u.length;k++,i++){var l=d.createElement("link");l.rel="modulepreload";l.href=u[i];' +
    'd.head.appendChild(l)}if(i<u.length)return setTimeout(next,0);' +
    'var s=d.createElement("script");s.type="module";s.nonce=n;' +
    's.textContent=b.textContent;b.replaceWith(s)})()}' +
    'var f=d.querySelector("iframe[' +
    PAINTS_FIRST_ATTRIBUTE +
    ']");painted(function(){if(!f||f.hasAttribute("' +
    PAINTED_ATTRIBUTE +
    '")||d.visibilityState==="hidden")return go();' +
    'var g=once(go);f.addEventListener("painted",g);' +
    // A frame that loaded without a held boot script (a launch error page, another site) never tells.
    'f.addEventListener("load",function(){var c=null;try{c=f.contentDocument}catch(x){}' +
    `if(!c||!c.getElementById("${HELD_ID}"))g()});setTimeout(g,${FRAME_WAIT_MS})})})` +
    `(document,window,${urls})`
  );
}

/**
 * The page's scripts start once its server-rendered HTML has painted (issue 17, decision 0056).
 *
 * React Router writes a `<link rel="modulepreload">` for every module of the first view and an inline
 * module script that imports them and hydrates. The browser fetches all of it at once, beside the
 * stylesheets the first paint waits for, so on a slow connection the first paint shares the bandwidth
 * with some 130 kB of script, and the page is no more readable for it: hydration only adds
 * behaviour to what the HTML already shows. Here the preloads and the boot script are held back and
 * a small inline script starts them in the task after the first frame: the page paints first,
 * then fetches its modules in parallel (the preloads are kept) and hydrates.
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
 * The inline starter: on the first frame's next task (or at once in a hidden tab), the preloads go
 * into the head and the held script is replaced by a live module script with the same text and the
 * page's nonce (read while the starter runs: `currentScript` is only set then).
 */
function starter(preloads: string[]): string {
  // JSON of URLs, with `<` escaped so that no `</script>` can end the inline script early.
  const urls = JSON.stringify(preloads).replaceAll('<', '\\u003c');
  return (
    '(function(d,u){var n=d.currentScript.nonce;function go(){var b=d.getElementById("' +
    HELD_ID +
    '");if(!b)return;u.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;' +
    'd.head.appendChild(l)});var s=d.createElement("script");s.type="module";s.nonce=n;' +
    's.textContent=b.textContent;b.replaceWith(s)}' +
    'if(d.visibilityState==="hidden")go();else requestAnimationFrame(function(){setTimeout(go,0)})})' +
    `(document,${urls})`
  );
}

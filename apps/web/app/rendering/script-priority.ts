/**
 * The page's script preloads at low fetch priority (issue 17). React Router writes a
 * `<link rel="modulepreload">` for every module of the first view; browsers fetch those at high
 * priority, beside the stylesheets the first paint waits for, so on a slow connection the scripts
 * share the bandwidth the page's first paint needs. At low priority the browser still fetches them at
 * once, after the stylesheets and the fonts: the page paints first and hydrates right after.
 */
export function lowerScriptPreloadPriority(html: string): string {
  return html.replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
}

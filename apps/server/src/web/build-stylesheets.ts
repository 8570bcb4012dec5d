import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The client build's stylesheets, read once when the web app is mounted, by the href a page links
 * them with (`/assets/core-BymdTh41.css`). The pages' HTML carries the first view's CSS from here
 * (apps/web/app/rendering/inline-stylesheets.ts). The files never change under a running server:
 * their names carry a hash of their content, and a new build means a restart.
 */
export function buildStylesheets(clientDir: string): (href: string) => string | null {
  const texts = new Map<string, string>();
  const assetsDir = path.join(clientDir, 'assets');
  let names: string[] = [];
  try {
    names = readdirSync(assetsDir).filter((name) => name.endsWith('.css'));
  } catch {
    // No assets folder: every page keeps its links.
  }
  for (const name of names) texts.set(`/assets/${name}`, readFileSync(path.join(assetsDir, name), 'utf8'));
  // React Router links the root route's CSS with a `#` after the name: the same file.
  return (href) => texts.get(href.split(/[?#]/, 1)[0]!) ?? null;
}

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchRoutes, type RouteObject } from 'react-router';

// The JavaScript a first visit of a route loads, read from the build rather than from a browser:
// the entry module and the modules of every route the path matches, each with the static imports
// React Router's manifest lists for it (what the page's modulepreload links and hydration fetch).
// Sizes are those of the brotli files the server sends (build/client/**/*.br, written at build
// time), so the figure is deterministic and can be checked after every build, unlike Lighthouse's.

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}

interface BrowserManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

/** A page of the bench: its path, plus the documents it frames (a game page frames its client). */
export interface ScriptTarget {
  name: string;
  path: string;
  framed?: string[];
}

export const SCRIPT_TARGETS: ScriptTarget[] = [
  { name: 'home', path: '/' },
  { name: 'game hall', path: '/gamehall' },
  { name: 'game', path: '/game/jeton-fruit-reels', framed: ['/studio/slot'] },
  { name: 'cashier', path: '/cashier/deposit' },
  { name: 'home', path: '/fr' },
  { name: 'game hall', path: '/fr/gamehall' },
  { name: 'game', path: '/fr/game/jeton-fruit-reels', framed: ['/studio/slot'] },
  { name: 'cashier', path: '/fr/cashier/deposit' },
];

export interface RouteScripts {
  name: string;
  path: string;
  files: number;
  /** Compressed bytes, as sent. */
  bytes: number;
}

export function readBrowserManifest(clientDir: string): BrowserManifest {
  const assets = path.join(clientDir, 'assets');
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no React Router manifest in ${assets}: build the web app first`);
  const source = readFileSync(path.join(assets, file), 'utf8');
  return JSON.parse(source.slice(source.indexOf('=') + 1).replace(/;\s*$/, '')) as BrowserManifest;
}

function routeTree(manifest: BrowserManifest): RouteObject[] {
  const byParent = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(manifest.routes)) {
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const build = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, index: true }
        : { id: route.id, path: route.path, children: build(route.id) },
    );
  return build(undefined);
}

/** The script URLs one document of `pathname` loads before it is interactive. */
export function documentScripts(manifest: BrowserManifest, pathname: string): string[] {
  const matches = matchRoutes(routeTree(manifest), pathname);
  if (!matches) throw new Error(`no route matches ${pathname}`);
  const urls = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const match of matches) {
    const route = manifest.routes[match.route.id!]!;
    urls.add(route.module);
    for (const url of route.imports ?? []) urls.add(url);
  }
  return [...urls];
}

function sentBytes(clientDir: string, url: string): number {
  const file = path.join(clientDir, url);
  return statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size;
}

export function routeScripts(clientDir: string, targets = SCRIPT_TARGETS): RouteScripts[] {
  const manifest = readBrowserManifest(clientDir);
  return targets.map((target) => {
    const urls = new Set(
      [target.path, ...(target.framed ?? [])].flatMap((p) => documentScripts(manifest, p)),
    );
    const bytes = [...urls].reduce((sum, url) => sum + sentBytes(clientDir, url), 0);
    return { name: target.name, path: target.path, files: urls.size, bytes };
  });
}

export function formatRouteScripts(rows: RouteScripts[], goalBytes: number): string {
  const lines = rows.map((row) =>
    [
      `${row.name} ${row.path}`.padEnd(34),
      `${(row.bytes / 1000).toFixed(1)} kB`.padStart(10),
      `${row.files} files`.padStart(10),
      row.bytes <= goalBytes ? '' : `  over the goal by ${((row.bytes - goalBytes) / 1000).toFixed(1)} kB`,
    ].join(''),
  );
  return [
    `JavaScript per route, from the build (brotli bytes as sent; goal ≤ ${goalBytes / 1000} kB):`,
    ...lines,
  ].join('\n');
}

export const SCRIPT_GOAL_BYTES = 120_000;

// npm run bench:web:js — the table alone, in a second, after a build.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/build/client');
  const rows = routeScripts(clientDir);
  process.stdout.write(`${formatRouteScripts(rows, SCRIPT_GOAL_BYTES)}\n`);
  process.stdout.write(`${JSON.stringify({ bench: 'web-js', routes: rows })}\n`);
}

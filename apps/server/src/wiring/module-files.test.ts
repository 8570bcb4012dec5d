import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Decision 0087: a module is one folder with a module.ts whose `create<Name>Module` services.ts
// calls, and every API module a folder defines is mounted by its own module.ts. Read from the
// source tree, so a folder added without them fails here rather than serving nothing.

const MODULES = fileURLToPath(new URL('../modules/', import.meta.url));
const ROOT = readFileSync(fileURLToPath(new URL('../services.ts', import.meta.url)), 'utf8');

const pascal = (folder: string) => folder.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The names of the API modules a folder defines (`export const fooApi = defineApiModule<…>()`). */
function apiModulesIn(folder: string): string[] {
  return sourceFiles(join(MODULES, folder)).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/export const (\w+) = defineApiModule</g)].map((m) => m[1]!),
  );
}

const folders = readdirSync(MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('every server module plugs in through its module.ts', () => {
  it('finds the modules', () => {
    expect(folders.length).toBeGreaterThan(30);
  });

  it.each(folders)('%s: module.ts exports create<Name>Module, and services.ts calls it', (folder) => {
    const file = join(MODULES, folder, 'module.ts');
    expect(existsSync(file), `modules/${folder}/module.ts`).toBe(true);
    const factory = `create${pascal(folder)}Module`;
    expect(readFileSync(file, 'utf8')).toMatch(new RegExp(`export function ${factory}[<(]`));
    expect(ROOT).toMatch(new RegExp(`\\b${factory}\\(`));
  });

  it.each(folders)('%s: its module.ts mounts every API module the folder defines', (folder) => {
    // Mounted, not merely imported: the import statements are left out.
    const moduleFile = readFileSync(join(MODULES, folder, 'module.ts'), 'utf8').replace(
      /^import [^;]+;$/gm,
      '',
    );
    const unmounted = apiModulesIn(folder).filter((name) => !new RegExp(`\\b${name}\\b`).test(moduleFile));
    expect(unmounted).toEqual([]);
  });
});

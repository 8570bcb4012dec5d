import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Files only the command line and the tests use; everything else may run in a browser. */
const NODE_ONLY = new Set(['sim/run-rtp.ts', 'sim/expect-rtp.ts']);

function sources(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name), `${prefix}${entry.name}/`)
      : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
        ? [`${prefix}${entry.name}`]
        : [],
  );
}

describe('the package runs in a browser', () => {
  it('imports no node: module and no Buffer outside the command-line files', () => {
    const root = import.meta.dirname;
    const files = sources(root).filter((file) => !NODE_ONLY.has(file));
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const text = readFileSync(join(root, file), 'utf8');
      expect(text, file).not.toMatch(/from ['"](node:|crypto['"]|vitest)/);
      expect(text, file).not.toMatch(/\bBuffer\./);
    }
  });
});

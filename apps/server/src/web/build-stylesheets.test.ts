import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildStylesheets } from './build-stylesheets.js';

describe('buildStylesheets', () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'jeton-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'assets', 'core-B1.css'), 'body{margin:0}');
  writeFileSync(path.join(clientDir, 'assets', 'entry-C2.js'), 'go()');
  writeFileSync(path.join(clientDir, 'robots.txt'), 'User-agent: *');
  const textOf = buildStylesheets(clientDir);

  it('gives a build stylesheet by the href pages link it with, fragment or not', () => {
    expect(textOf('/assets/core-B1.css')).toBe('body{margin:0}');
    expect(textOf('/assets/core-B1.css#')).toBe('body{margin:0}');
  });

  it('gives nothing but the assets’ stylesheets', () => {
    expect(textOf('/assets/entry-C2.js')).toBeNull();
    expect(textOf('/robots.txt')).toBeNull();
    expect(textOf('/assets/../robots.txt')).toBeNull();
    expect(textOf('/assets/missing.css')).toBeNull();
  });

  it('gives nothing when the build has no assets', () => {
    expect(buildStylesheets(path.join(clientDir, 'nowhere'))('/assets/core-B1.css')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { isWebPath, trailingSlashTarget } from './web-paths.js';

describe('isWebPath', () => {
  it('gives pages to the web app and server paths to the server', () => {
    expect(isWebPath('/')).toBe(true);
    expect(isWebPath('/fr/gamehall')).toBe(true);
    expect(isWebPath('/apis')).toBe(true);
    for (const pathname of [
      '/api/x',
      '/API/x',
      '/healthz',
      '/readyz',
      '/metrics',
      '/dev/outbox',
      '/admin/players/1/ban',
      '/assets/a.js',
      '/nfx/cms-config/en',
      '/platform/game/jeton-dice/play',
      '/wallet/acme/bet',
      '/studio/api/session',
    ]) {
      expect(isWebPath(pathname)).toBe(false);
    }
    // The game clients are pages of the web app.
    expect(isWebPath('/studio/slot')).toBe(true);
  });
});

describe('trailingSlashTarget', () => {
  it('strips trailing slashes and keeps the query', () => {
    expect(trailingSlashTarget('/gamehall/')).toBe('/gamehall');
    expect(trailingSlashTarget('/fr/')).toBe('/fr');
    expect(trailingSlashTarget('/a//?x=1/')).toBe('/a?x=1/');
  });

  it('leaves the root and bare paths alone', () => {
    expect(trailingSlashTarget('/')).toBeNull();
    expect(trailingSlashTarget('/?x=1')).toBeNull();
    expect(trailingSlashTarget('/gamehall?next=/x/')).toBeNull();
  });

  it('never yields a protocol-relative target', () => {
    expect(trailingSlashTarget('//evil.example/')).toBe('/evil.example');
    expect(trailingSlashTarget('/\\evil.example/')).toBe('/evil.example');
    expect(trailingSlashTarget('///')).toBe('/');
  });
});

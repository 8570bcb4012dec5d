import { describe, expect, it } from 'vitest';
import { isLocalHost, loadConfig } from './config.js';

describe('the public address', () => {
  it('follows the port when PUBLIC_URL is not set', () => {
    expect(loadConfig({ PORT: '4123' }).publicUrl).toBe('http://localhost:4123');
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '4123', PUBLIC_URL: 'http://jeton.test/' }).publicUrl).toBe(
      'http://jeton.test',
    );
  });
});

describe('sandbox providers on a public address (issue 13)', () => {
  const sandboxOn = { NODE_ENV: 'production', PSP_SANDBOX: 'true' } as const;

  it('refuses to start with a sandbox when PUBLIC_URL is a public host', () => {
    expect(() => loadConfig({ ...sandboxOn, PUBLIC_URL: 'https://casino.example.com' })).toThrow(
      /JETON_DEMO=1/,
    );
    expect(() => loadConfig({ ...sandboxOn, PUBLIC_URL: 'http://203.0.113.9:3000' })).toThrow(
      /sandbox providers/,
    );
  });

  it('starts when JETON_DEMO says the site is a demo', () => {
    const config = loadConfig({ ...sandboxOn, PUBLIC_URL: 'https://demo.example.com', JETON_DEMO: '1' });
    expect(config.sandboxProviders).toEqual(['payments']);
  });

  it('starts on local and reserved hosts', () => {
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.1:8080',
      'http://[::1]:3000',
      'https://jeton.test',
      'http://shop.localhost',
    ]) {
      expect(loadConfig({ ...sandboxOn, PUBLIC_URL: url }).sandboxProviders, url).toEqual(['payments']);
    }
  });

  it('starts on a public host with every sandbox off', () => {
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://casino.example.com' });
    expect(config.sandboxProviders).toEqual([]);
  });

  it('knows local host names', () => {
    expect(isLocalHost('LOCALHOST')).toBe(true);
    expect(isLocalHost('localhost.example.com')).toBe(false);
    expect(isLocalHost('test')).toBe(false);
    expect(isLocalHost('127.0.0.1.nip.io')).toBe(false);
  });
});

describe('hosts a backUrl may lead to (issue 13)', () => {
  it('are the public address, the other origins and ALLOWED_REDIRECT_HOSTS', () => {
    const config = loadConfig({
      PUBLIC_URL: 'http://jeton.test',
      ALLOWED_ORIGINS: 'https://m.jeton.test, not a url',
      ALLOWED_REDIRECT_HOSTS: 'Partner.example, affiliate.example',
    });
    expect(config.allowedRedirectHosts).toEqual([
      'jeton.test',
      'm.jeton.test',
      'partner.example',
      'affiliate.example',
    ]);
  });

  it('refuses what is not a host name', () => {
    for (const hosts of ['https://partner.example', 'partner.example/path', 'a b', '*.partner.example']) {
      expect(() => loadConfig({ ALLOWED_REDIRECT_HOSTS: hosts }), hosts).toThrow(/ALLOWED_REDIRECT_HOSTS/);
    }
  });
});

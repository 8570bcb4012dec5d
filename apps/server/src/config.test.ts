import { describe, expect, it } from 'vitest';
import { isLocalHost, loadConfig, SETTING_NAMES } from './config.js';

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
      /PSP_SANDBOX \(payments\) is only for a demo/,
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

  it('starts on a public host with every sandbox off, and seeds no demo data there', () => {
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://casino.example.com' });
    expect(config.sandboxProviders).toEqual([]);
    expect(config.seedDemoData).toBe(false);
    expect(config.devOutbox).toBe(false);
  });

  it('lists every sandbox that is on, the odds feed and the fraud check included', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.sandboxProviders).toEqual(['payments', 'verification', 'sign-in', 'odds', 'fraud']);
  });

  it('knows local host names', () => {
    expect(isLocalHost('LOCALHOST')).toBe(true);
    expect(isLocalHost('localhost.example.com')).toBe(false);
    expect(isLocalHost('test')).toBe(false);
    expect(isLocalHost('127.0.0.1.nip.io')).toBe(false);
  });
});

describe('demo-only switches on a public address (issue 28)', () => {
  const publicSite = { NODE_ENV: 'production', PUBLIC_URL: 'https://casino.example.com' } as const;
  /** Every setting that turns on a sandbox, a developer tool or demo data, by its name's convention. */
  const demoOnly = SETTING_NAMES.filter((name) => /_SANDBOX$|^DEV_|^SEED_DEMO_/.test(name));

  it('covers every sandbox, developer tool and demo-data setting', () => {
    expect(demoOnly).toEqual(
      expect.arrayContaining([
        'PSP_SANDBOX',
        'KYC_SANDBOX',
        'SIGNIN_SANDBOX',
        'SPORTS_FEED_SANDBOX',
        'FRAUD_SANDBOX',
        'DEV_OUTBOX',
        'SEED_DEMO_DATA',
      ]),
    );
  });

  it.each(demoOnly)('refuses to start with %s=true, naming the setting', (setting) => {
    expect(() => loadConfig({ ...publicSite, [setting]: 'true' })).toThrow(
      new RegExp(`${setting} \\(.*only for a demo.*${setting}=false.*JETON_DEMO=1`, 's'),
    );
  });

  it.each(demoOnly)('starts with %s=true on a declared demo or this machine', (setting) => {
    expect(() => loadConfig({ ...publicSite, [setting]: 'true', JETON_DEMO: '1' })).not.toThrow();
    expect(() =>
      loadConfig({ ...publicSite, [setting]: 'true', PUBLIC_URL: 'http://localhost:3000' }),
    ).not.toThrow();
  });

  it('names every switch that is on at once', () => {
    expect(() => loadConfig({ ...publicSite, DEV_OUTBOX: 'true', SPORTS_FEED_SANDBOX: 'true' })).toThrow(
      /SPORTS_FEED_SANDBOX \(odds\), DEV_OUTBOX \(developer outbox\) are only for a demo/,
    );
  });

  it('seeds demo data by default only where the sandboxes are allowed', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemoData).toBe(true);
    expect(loadConfig({ ...publicSite, JETON_DEMO: '1' }).seedDemoData).toBe(true);
    expect(loadConfig(publicSite).seedDemoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
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

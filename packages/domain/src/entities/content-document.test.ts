import { describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_CONFIG, DEFAULT_SITE_CONFIG } from './content-config.js';
import { contentConfigFromDocument } from './content-document.js';

describe('contentConfigFromDocument', () => {
  it('takes the site config from prazer-config and the auth config from auth-config', () => {
    const { config, problems } = contentConfigFromDocument('fr', {
      'prazer-config': { ...DEFAULT_SITE_CONFIG, localeStrategy: 'platform', redirects: [] },
      'auth-config': { ...DEFAULT_AUTH_CONFIG, authTypes: ['login', 'google'] },
    });
    expect(problems).toEqual([]);
    expect(config.locale).toBe('fr');
    expect(config.site.localeStrategy).toBe('platform');
    expect(config.site.redirects).toEqual([]);
    expect(config.auth.authTypes).toEqual(['login', 'google']);
  });

  it('keeps the default of a field the document leaves out', () => {
    const { config, problems } = contentConfigFromDocument('en', {
      'prazer-config': { balanceRefresh: { countSecondsForInterval: 30 } },
    });
    expect(problems).toEqual([]);
    expect(config.site.balanceRefresh).toEqual({
      ...DEFAULT_SITE_CONFIG.balanceRefresh,
      countSecondsForInterval: 30,
    });
    expect(config.site.logos).toEqual(DEFAULT_SITE_CONFIG.logos);
    expect(config.auth).toEqual(DEFAULT_AUTH_CONFIG);
  });

  it('falls back to the defaults for a section that is invalid, and says which', () => {
    const { config, problems } = contentConfigFromDocument('en', {
      'prazer-config': { localeStrategy: 'cookie', balanceRefresh: { countSecondsForInterval: 0 } },
      'auth-config': { registration: { showPromocode: 'yes' } },
    });
    expect(config.site).toEqual(DEFAULT_SITE_CONFIG);
    expect(config.auth).toEqual(DEFAULT_AUTH_CONFIG);
    expect(problems).toEqual([
      'prazer-config: balanceRefresh.countSecondsForInterval, localeStrategy',
      'auth-config: registration.showPromocode',
    ]);
  });

  it('reads something that is not a document as the defaults', () => {
    for (const document of [null, 'oops', [1, 2]]) {
      const { config, problems } = contentConfigFromDocument('en', document);
      expect(config.site).toEqual(DEFAULT_SITE_CONFIG);
      expect(problems).toEqual(['document is not an object']);
    }
  });
});

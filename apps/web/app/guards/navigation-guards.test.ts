import { type AccountInfo, DEFAULT_SITE_CONFIG, type SiteConfig } from '@jeton/domain';
import { describe, expect, it } from 'vitest';
import type { InitialData } from '../session/initial-data.js';
import { type GuardEnvironment, runNavigationGuards } from './navigation-guards.js';

const ORIGIN = 'https://jeton.example';
const place = (pathname: string, search = '') => ({ pathname, search, hash: '' });

const player = { uid: 7, locale: 'fr' } as AccountInfo;
const guest = { uid: 0, locale: 'en' } as AccountInfo;

function environment(
  site: Partial<Pick<SiteConfig, 'localeStrategy' | 'redirects'>>,
  account: AccountInfo = guest,
): GuardEnvironment {
  const initialData: InitialData = { account, general: null, content: null };
  return {
    localeInputs: { cookieLocale: undefined, browserLanguages: [], detect: true },
    siteOrigin: ORIGIN,
    siteConfig: async () => ({ ...DEFAULT_SITE_CONFIG, ...site }),
    knownAccount: async () => account,
    session: async () => initialData,
  };
}

/** Where the guards sent the navigation, or null when they let it go on. */
async function redirectedTo(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('location');
    throw thrown;
  }
}

describe('runNavigationGuards with the site config', () => {
  it('follows the redirects of the config it is given, and only those', async () => {
    const redirects = [{ from_url: '/old-hall', to_url: '/gamehall' }];
    expect(
      await redirectedTo(runNavigationGuards(place('/old-hall', '?a=1'), environment({ redirects }))),
    ).toBe('/gamehall?a=1');
    // The defaults redirect /casino; a config without that redirect lets it through.
    expect(await redirectedTo(runNavigationGuards(place('/casino'), environment({ redirects })))).toBeNull();
    expect(await redirectedTo(runNavigationGuards(place('/casino'), environment({})))).toBe('/gamehall');
  });

  it("sends a player to their account's locale only under the platform strategy", async () => {
    const platform = environment({ localeStrategy: 'platform', redirects: [] }, player);
    expect(await redirectedTo(runNavigationGuards(place('/gamehall'), platform))).toBe('/fr/gamehall');
    const prefix = environment({ localeStrategy: 'prefix', redirects: [] }, player);
    const outcome = await runNavigationGuards(place('/gamehall'), prefix);
    expect(outcome.locale).toBe('en');
  });

  it('hands the session, content included, to the loaders', async () => {
    const outcome = await runNavigationGuards(place('/fr/gamehall'), environment({ redirects: [] }));
    expect(outcome).toEqual({ locale: 'fr', initialData: { account: guest, general: null, content: null } });
  });
});

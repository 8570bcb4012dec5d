import { describe, expect, it } from 'vitest';
import { isMiniAppHash, miniAppLaunch, miniAppStartFields } from './mini-app-hash.js';

const initData = new URLSearchParams({
  query_id: 'AAH1',
  user: JSON.stringify({ id: 42, first_name: 'Tess', username: 'tess', language_code: 'fr' }),
  auth_date: '1700000000',
  hash: 'a'.repeat(64),
}).toString();
const hash = `#${new URLSearchParams({
  tgWebAppData: initData,
  tgWebAppVersion: '8.0',
  tgWebAppThemeParams: JSON.stringify({ bg_color: '#17212b', text_color: 'red;}', button_color: '#5288c1' }),
})}`;

describe('the mini-app entry', () => {
  it('is recognised by tgWebAppData in the hash', () => {
    expect(isMiniAppHash(hash)).toBe(true);
    expect(isMiniAppHash('#section-2')).toBe(false);
  });

  it('reads the init data and keeps only colour values of the theme', () => {
    expect(miniAppLaunch(hash)).toEqual({
      initData,
      theme: { bg_color: '#17212b', button_color: '#5288c1' },
    });
    expect(miniAppLaunch('#other=1')).toBeNull();
  });

  it('sends the user, the hash and the data itself to auth.register', () => {
    expect(miniAppStartFields(initData)).toEqual({
      is_tg: 1,
      id: '42',
      username: 'tess',
      hash: 'a'.repeat(64),
      language_code: 'fr',
      payload: initData,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { oauthInitUrl, popupFeatures } from './popup-window.js';

describe('the social sign-in popup', () => {
  it('opens /oauth/init with service, redirect_url and type_auth', () => {
    const url = new URL(
      oauthInitUrl({ service: 'sandbox', redirectUrl: '/gamehall?x=1', typeAuth: 'login', locale: 'fr' }),
      'https://site.test',
    );
    expect(url.pathname).toBe('/oauth/init');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      service: 'sandbox',
      redirect_url: '/gamehall?x=1',
      type_auth: 'login',
      locale: 'fr',
    });
  });

  it('is 640x480, centred over the window', () => {
    const features = popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1440, outerHeight: 900 });
    expect(features).toBe('popup=yes,width=640,height=480,left=500,top=260');
  });
});

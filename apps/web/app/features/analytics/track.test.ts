import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackLoginError } from './track.js';

afterEach(() => vi.unstubAllGlobals());

describe('trackLoginError', () => {
  it('creates the data layer when absent and pushes the event with its code', () => {
    const fakeWindow: { dataLayer?: unknown[] } = {};
    vi.stubGlobal('window', fakeWindow);
    trackLoginError('INVALID_CREDENTIALS');
    expect(fakeWindow.dataLayer).toEqual([{ event: 'login_error', error_code: 'INVALID_CREDENTIALS' }]);
  });

  it('appends to an existing data layer', () => {
    const fakeWindow = { dataLayer: [{ event: 'gtm.js' }] as unknown[] };
    vi.stubGlobal('window', fakeWindow);
    trackLoginError('LOGIN_THROTTLED');
    expect(fakeWindow.dataLayer).toHaveLength(2);
    expect(fakeWindow.dataLayer[1]).toEqual({ event: 'login_error', error_code: 'LOGIN_THROTTLED' });
  });
});

describe('events.handle', () => {
  it('receives each event with its plain parameters', async () => {
    const fetched: string[] = [];
    vi.stubGlobal('window', {});
    vi.stubGlobal('document', {});
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return new Response(JSON.stringify({ data: 1 }), { headers: { 'content-type': 'application/json' } });
    });
    trackLoginError('INVALID_CREDENTIALS');
    await vi.waitFor(() => expect(fetched).toHaveLength(1));
    const url = new URL(fetched[0]!, 'https://site.test');
    expect(url.pathname).toBe('/api/events/handle');
    expect(url.searchParams.get('event_name')).toBe('login_error');
    expect(JSON.parse(url.searchParams.get('event_params')!)).toEqual({ error_code: 'INVALID_CREDENTIALS' });
  });
});

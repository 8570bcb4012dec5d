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

import { API_VERSION } from '@jeton/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, registerPlayer, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf } from '../../testing/expect-api.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('metadata/getgeneralinfo', () => {
  it('has every General info field of spec section 3, with the seeded values', async () => {
    const data = dataOf(await callApi(t.app, 'GET', 'metadata/getgeneralinfo'));
    expect(data).toEqual({
      analytic: {},
      available_currencies: ['USD', 'EUR', 'GBP', 'CAD'],
      available_locales: ['en', 'fr'],
      default_currency: 'USD',
      // The demo data turns the fraud check's device hit on (decision 0046).
      is_seon_enabled: true,
      domain_state: 'active',
      domain_type: 'main',
      time_to_force_logout: 1800,
      is_bonus_isolation_enabled: false,
      is_game_history_export_enabled: true,
      user_inactivity_cashier_time: 600,
      user_inactivity_pp_time: 600,
      // Not in the spec: tests run with the sandbox payment provider on.
      sandbox_providers: ['payments', 'verification', 'sign-in', 'odds', 'fraud'],
      allowed_redirect_hosts: ['localhost'],
      sign_in_providers: [{ name: 'sandbox', label: 'Sandbox ID' }],
      telegram_mini_app: true,
    });
  });

  it('answers the same to a player', async () => {
    const player = await registerPlayer(t.app);
    const guest = dataOf(await callApi(t.app, 'GET', 'metadata/getgeneralinfo'));
    const logged = dataOf(
      await callApi(t.app, 'GET', 'metadata/getgeneralinfo', {}, { cookie: player.cookie }),
    );
    expect(logged).toEqual(guest);
  });

  it('reflects what the operator changed, over the defaults', async () => {
    await t.services.settings.write('general_info', { time_to_force_logout: 900, default_currency: 'EUR' });
    const data = dataOf(await callApi(t.app, 'GET', 'metadata/getgeneralinfo'));
    expect(data).toMatchObject({
      time_to_force_logout: 900,
      default_currency: 'EUR',
      domain_state: 'active',
    });
    // The guest's account info follows the default currency.
    expect(dataOf(await callApi(t.app, 'GET', 'account/getInfo'))).toMatchObject({ currency: 'EUR' });
    await t.services.settings.write('general_info', {});
  });

  it('is a GET', async () => {
    const result = await callApi(t.app, 'POST', 'metadata/getgeneralinfo');
    expect(errorOf(result, 'InvalidRequestException', 400).code).toBe('METHOD_NOT_ALLOWED');
  });
});

describe('metadata/get', () => {
  it('answers the API version, the server time, the locales and the currencies', async () => {
    const data = dataOf(await callApi(t.app, 'GET', 'metadata/get'));
    expect(data).toEqual({
      api_version: API_VERSION,
      server_time: t.clock.now().toISOString(),
      locales: [
        { code: 'en', language: 'en-GB', name: 'English', dir: 'ltr', isDefault: true },
        { code: 'fr', language: 'fr-FR', name: 'Français', dir: 'ltr', isDefault: false },
      ],
      currencies: [
        { code: 'USD', symbol: '$' },
        { code: 'EUR', symbol: '€' },
        { code: 'GBP', symbol: '£' },
        { code: 'CAD', symbol: 'C$' },
      ],
    });
  });

  it('follows the clock and the locales the operator offers', async () => {
    t.clock.advance(90_000);
    await t.services.settings.write('general_info', {
      available_locales: ['fr'],
      available_currencies: ['EUR'],
    });
    const data = dataOf<{ server_time: string; locales: { code: string }[]; currencies: unknown[] }>(
      await callApi(t.app, 'GET', 'metadata/get'),
    );
    expect(data.server_time).toBe(t.clock.now().toISOString());
    expect(data.locales.map((l) => l.code)).toEqual(['fr']);
    expect(data.currencies).toEqual([{ code: 'EUR', symbol: '€' }]);
    await t.services.settings.write('general_info', {});
  });

  it('ignores unknown query parameters and refuses a wrong version', async () => {
    dataOf(await callApi(t.app, 'GET', 'metadata/get', { extra: 'x', strict: '0' }));
    errorOf(
      await callApi(t.app, 'GET', 'metadata/get', {}, { version: null }),
      'InvalidRequestException',
      400,
    );
  });
});

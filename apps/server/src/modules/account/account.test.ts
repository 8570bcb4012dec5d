import { schema } from '@jeton/db';
import { type BalanceKind, LOCALE_COOKIE_NAME } from '@jeton/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseAccountId, playerAccountId, postTransfer } from '../../ledger/index.js';
import { callApi, createTestApp, registerPlayer, type TestApp, uniqueIp } from '../../testing/app.js';
import { dataOf, errorOf, expectFieldErrors } from '../../testing/expect-api.js';
import { tableCounts } from '../../testing/tables.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Player = Awaited<ReturnType<typeof registerPlayer>>;

let transfers = 0;
/** Credits a player's balance from the payment clearing account, as a confirmed deposit would. */
async function fund(uid: number, kind: BalanceKind, amountMinor: bigint, currency = 'EUR') {
  const account = await playerAccountId(t.services.db, uid, kind, currency);
  const clearing = await houseAccountId(t.services.db, 'payment_clearing', currency);
  await postTransfer(t.services.db, {
    idempotencyKey: `test-fund:${++transfers}`,
    kind: 'deposit',
    postings: [
      { accountId: clearing, currency, amountMinor: -amountMinor },
      { accountId: account, currency, amountMinor },
    ],
  });
}

const get = (path: string, player?: Player, params: Record<string, string> = {}, locale = 'en') =>
  callApi(t.app, 'GET', path, params, { cookie: player?.cookie, locale });
const post = (path: string, player: Player | undefined, params: Record<string, string>, locale = 'en') =>
  callApi(t.app, 'POST', path, params, { cookie: player?.cookie, locale });

async function userRow(uid: number) {
  const [user] = await t.services.db.select().from(schema.users).where(eq(schema.users.id, uid));
  return user!;
}

const money = (amount: number, currency: string) => ({ amount, currency });

describe('account/getInfo', () => {
  it('answers a guest with uid 0, the default currency and the locale of the call', async () => {
    const result = await get('account/getInfo', undefined, {}, 'fr');
    expect(dataOf(result)).toEqual({
      uid: 0,
      reg_time: null,
      login: '',
      fakename: '',
      is_subscribed: false,
      balance_main: money(0, 'USD'),
      balance_bonus: money(0, 'USD'),
      balance_betting_bonus: money(0, 'USD'),
      balance_fun: money(0, 'USD'),
      is_on_verification: false,
      is_verified: false,
      is_kyc_block_enabled: false,
      is_registration_completed: false,
      country_code: '',
      locale: 'fr',
      two_factor_auth: false,
      currency: 'USD',
    });
  });

  it('answers a player with every field of spec section 3 and their balances', async () => {
    const player = await registerPlayer(t.app, { fakename: 'HighRoller', notify: '1' });
    await fund(player.uid, 'main', 123_456n);
    await fund(player.uid, 'bonus', 1_050n);
    await fund(player.uid, 'fun', 5n);
    const info = dataOf(await get('account/getInfo', player));
    expect(info).toEqual({
      uid: player.uid,
      reg_time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      login: player.login,
      fakename: 'HighRoller',
      is_subscribed: true,
      balance_main: money(1234.56, 'EUR'),
      balance_bonus: money(10.5, 'EUR'),
      balance_betting_bonus: money(0, 'EUR'),
      balance_fun: money(0.05, 'EUR'),
      is_on_verification: false,
      is_verified: false,
      is_kyc_block_enabled: false,
      is_registration_completed: true,
      country_code: '',
      locale: 'en',
      two_factor_auth: false,
      currency: 'EUR',
    });
  });

  it('shows the flags stored for the player', async () => {
    const player = await registerPlayer(t.app);
    await t.services.db
      .update(schema.users)
      .set({
        isOnVerification: true,
        isVerified: true,
        isKycBlockEnabled: true,
        isRegistrationCompleted: false,
      })
      .where(eq(schema.users.id, player.uid));
    expect(dataOf(await get('account/getInfo', player))).toMatchObject({
      is_on_verification: true,
      is_verified: true,
      is_kyc_block_enabled: true,
      is_registration_completed: false,
    });
  });
});

describe('account/getBalance', () => {
  it('requires a log-in', async () => {
    const result = await get('account/getBalance');
    expect(errorOf(result, 'AuthorizationException', 401)).toMatchObject({
      message: 'Please log in to continue',
      code: 'NOT_LOGGED_IN',
    });
  });

  it('answers the four balances in the account currency, in major units', async () => {
    const player = await registerPlayer(t.app);
    expect(dataOf(await get('account/getBalance', player))).toEqual({
      balance_main: money(0, 'EUR'),
      balance_bonus: money(0, 'EUR'),
      balance_betting_bonus: money(0, 'EUR'),
      balance_fun: money(0, 'EUR'),
    });
    await fund(player.uid, 'main', 100_001n);
    await fund(player.uid, 'betting_bonus', 250n);
    // Money held in another currency is not in the account currency's balances.
    await fund(player.uid, 'main', 999n, 'USD');
    expect(dataOf(await get('account/getBalance', player))).toEqual({
      balance_main: money(1000.01, 'EUR'),
      balance_bonus: money(0, 'EUR'),
      balance_betting_bonus: money(2.5, 'EUR'),
      balance_fun: money(0, 'EUR'),
    });
  });
});

describe('account/changepassword', () => {
  it('answers 1 and the new password is the one that works', async () => {
    const player = await registerPlayer(t.app);
    expect(
      dataOf(
        await post('account/changepassword', player, {
          old_password: player.password,
          new_password: 'changed99',
        }),
      ),
    ).toBe(1);
    const login = (password: string) =>
      callApi(t.app, 'POST', 'auth/login', { login: player.login, password }, { remoteAddress: uniqueIp() });
    dataOf(await login('changed99'));
    errorOf(await login(player.password), 'AuthorizationException', 401);
  });

  it.each<[string, Record<string, string>, Record<string, string>, Record<string, string>]>([
    [
      'a wrong current password',
      { old_password: 'not-mine-1', new_password: 'changed99' },
      { old_password: 'Choose another password' },
      { old_password: 'Choisissez un autre mot de passe' },
    ],
    [
      'a new password with a space',
      { old_password: 'secret12', new_password: 'changed 99' },
      { new_password: 'A password may hold letters, digits and symbols, but not: space' },
      { new_password: 'Un mot de passe peut contenir lettres, chiffres et symboles, mais pas : espace' },
    ],
    [
      'a short new password',
      { old_password: 'secret12', new_password: 'abc' },
      { new_password: 'Use at least 6 characters' },
      { new_password: 'Saisissez au moins 6 caractères' },
    ],
    [
      'a repeat that does not match',
      { old_password: 'secret12', new_password: 'changed99', repeat_password: 'changed98' },
      { repeat_password: 'The two passwords are different' },
      { repeat_password: 'Les deux mots de passe sont différents' },
    ],
    [
      'nothing',
      {},
      { old_password: 'Please fill in this field', new_password: 'Please fill in this field' },
      { old_password: 'Veuillez remplir ce champ', new_password: 'Veuillez remplir ce champ' },
    ],
    [
      'an oversized current password',
      { old_password: 'x'.repeat(129), new_password: 'changed99' },
      { old_password: 'Use no more than 128 characters' },
      { old_password: 'Saisissez 128 caractères au plus' },
    ],
  ])('refuses %s with field errors, changing nothing', async (_name, form, en, fr) => {
    const player = await registerPlayer(t.app);
    const before = await userRow(player.uid);
    const counts = await tableCounts(t.services.db);
    expectFieldErrors(await post('account/changepassword', player, form), en);
    expectFieldErrors(await post('account/changepassword', player, form, 'fr'), fr);
    expect(await userRow(player.uid)).toEqual(before);
    expect(await tableCounts(t.services.db)).toEqual(counts);
  });
});

describe('account/changefakename', () => {
  it('answers 1 and the info shows the new name', async () => {
    const player = await registerPlayer(t.app);
    expect(dataOf(await post('account/changefakename', player, { fakename: 'NightOwl' }))).toBe(1);
    expect(dataOf(await get('account/getInfo', player))).toMatchObject({ fakename: 'NightOwl' });
  });

  it.each<[Record<string, string>, string, string]>([
    [{}, 'Please fill in this field', 'Veuillez remplir ce champ'],
    [{ fakename: 'abc' }, 'Use at least 4 characters', 'Saisissez au moins 4 caractères'],
    [
      { fakename: 'Night Owl' },
      'Choose a nickname of letters and digits, without spaces',
      'Choisissez un pseudonyme en lettres et chiffres, sans espace',
    ],
    [
      { fakename: 'Night<Owl>' },
      'Choose a nickname of letters and digits, without spaces',
      'Choisissez un pseudonyme en lettres et chiffres, sans espace',
    ],
    [{ fakename: 'x'.repeat(33) }, 'Use no more than 32 characters', 'Saisissez 32 caractères au plus'],
    [{ 'fakename[]': 'NightOwl' }, 'Check this value', 'Vérifiez cette valeur'],
  ])('refuses %j, changing nothing', async (form, en, fr) => {
    const player = await registerPlayer(t.app, { fakename: 'Original' });
    expectFieldErrors(await post('account/changefakename', player, form), { fakename: en });
    expectFieldErrors(await post('account/changefakename', player, form, 'fr'), { fakename: fr });
    expect(await userRow(player.uid)).toMatchObject({ fakename: 'Original' });
  });
});

describe('account/changelocale', () => {
  it('sets the locale cookie for a year, for a guest too, writing nothing', async () => {
    const before = await tableCounts(t.services.db);
    const result = await post('account/changelocale', undefined, { locale: 'fr' });
    expect(dataOf(result)).toBe(1);
    const cookie = result.response.cookies.find((c) => c.name === LOCALE_COOKIE_NAME);
    expect(cookie).toMatchObject({ value: 'fr', path: '/', maxAge: 31_536_000, sameSite: 'Lax' });
    expect(String(result.response.headers['set-cookie'])).toContain('Max-Age=31536000');
    expect(await tableCounts(t.services.db)).toEqual(before);
  });

  it("saves a player's locale: the info shows it from then on", async () => {
    const player = await registerPlayer(t.app);
    dataOf(await post('account/changelocale', player, { locale: 'fr' }));
    expect(await userRow(player.uid)).toMatchObject({ locale: 'fr' });
    expect(dataOf(await get('account/getInfo', player, {}, 'en'))).toMatchObject({ locale: 'fr' });
    dataOf(await post('account/changelocale', player, { locale: 'en' }, 'fr'));
    expect(dataOf(await get('account/getInfo', player))).toMatchObject({ locale: 'en' });
  });

  it.each<[Record<string, string>, string, string]>([
    [{}, 'Please fill in this field', 'Veuillez remplir ce champ'],
    [{ locale: 'de' }, 'Choose one of the options', 'Choisissez une des options'],
    [{ locale: 'x'.repeat(5000) }, 'Choose one of the options', 'Choisissez une des options'],
  ])('refuses %j, setting no cookie', async (form, en, fr) => {
    const player = await registerPlayer(t.app);
    const result = await post('account/changelocale', player, form);
    expectFieldErrors(result, { locale: en });
    expect(result.response.cookies).toEqual([]);
    expectFieldErrors(await post('account/changelocale', player, form, 'fr'), { locale: fr });
    expect(await userRow(player.uid)).toMatchObject({ locale: 'en' });
  });
});

describe('account/setCurrency', () => {
  it('changes the currency while the balances are zero', async () => {
    const player = await registerPlayer(t.app);
    expect(dataOf(await post('account/setCurrency', player, { currency: 'USD' }))).toBe(1);
    expect(dataOf(await get('account/getInfo', player))).toMatchObject({
      currency: 'USD',
      balance_main: money(0, 'USD'),
    });
    // The same currency again is no change, and fine.
    expect(dataOf(await post('account/setCurrency', player, { currency: 'USD' }))).toBe(1);
  });

  it('is refused with CURRENCY_LOCKED once money is held', async () => {
    const player = await registerPlayer(t.app);
    await fund(player.uid, 'main', 500n);
    const result = await post('account/setCurrency', player, { currency: 'GBP' });
    expect(errorOf(result, 'InvalidRequestException', 400)).toMatchObject({
      code: 'CURRENCY_LOCKED',
      message: 'The currency cannot change while your balance is not zero',
    });
    expect(dataOf(await get('account/getInfo', player))).toMatchObject({
      currency: 'EUR',
      balance_main: money(5, 'EUR'),
    });
    // Keeping the same currency is still fine.
    dataOf(await post('account/setCurrency', player, { currency: 'EUR' }));
  });

  it('is refused while only a bonus balance is held', async () => {
    const player = await registerPlayer(t.app);
    await fund(player.uid, 'bonus', 1n);
    errorOf(await post('account/setCurrency', player, { currency: 'GBP' }), 'InvalidRequestException', 400);
    expect(await userRow(player.uid)).toMatchObject({ currency: 'EUR' });
  });

  it.each<[Record<string, string>, string]>([
    [{}, 'Please fill in this field'],
    [{ currency: 'XYZ' }, 'Choose one of the options'],
    [{ currency: 'eur' }, 'Choose one of the options'],
  ])('refuses %j with a field error', async (form, message) => {
    const player = await registerPlayer(t.app);
    expectFieldErrors(await post('account/setCurrency', player, form), { currency: message });
    expect(await userRow(player.uid)).toMatchObject({ currency: 'EUR' });
  });
});

describe('account/getcurrencyrates', () => {
  it('answers the seeded rates, ordered by base and quote', async () => {
    const data = dataOf<{ items: { base: string; quote: string; rate: number }[]; total: number }>(
      await get('account/getcurrencyrates'),
    );
    expect(data.total).toBe(12);
    expect(data.items).toHaveLength(12);
    expect(data.items[0]).toEqual({ base: 'CAD', quote: 'EUR', rate: 0.6803 });
    expect(data.items).toContainEqual({ base: 'EUR', quote: 'USD', rate: 1.085 });
    expect(data.items).toContainEqual({ base: 'GBP', quote: 'CAD', rate: 1.719 });
    const keys = data.items.map((r) => `${r.base}/${r.quote}`);
    expect(keys).toEqual([...keys].sort());
    for (const rate of data.items) expect(rate.base).not.toBe(rate.quote);
  });
});

describe('methods for logged-in players only', () => {
  it.each<[string, 'GET' | 'POST', Record<string, string>]>([
    ['account/getBalance', 'GET', {}],
    ['account/getprofileinfo', 'GET', { fields: 'contacts' }],
    ['account/changepassword', 'POST', { old_password: 'secret12', new_password: 'changed99' }],
    ['account/changefakename', 'POST', { fakename: 'NightOwl' }],
    ['account/setCurrency', 'POST', { currency: 'USD' }],
    ['account/saveProfileInfo', 'POST', { first_name: 'Jean' }],
    ['account/changeTwoFactorAuth', 'POST', {}],
    ['account/confirmTwoFactorAuth', 'POST', { code: '123456' }],
  ])('refuse %s to a guest with AuthorizationException, writing nothing', async (path, verb, params) => {
    const before = await tableCounts(t.services.db);
    const result = await callApi(t.app, verb, path, params);
    expect(errorOf(result, 'AuthorizationException', 401).code).toBe('NOT_LOGGED_IN');
    expect(await tableCounts(t.services.db)).toEqual(before);
  });

  it('check the log-in before the input', async () => {
    const result = await callApi(t.app, 'POST', 'account/changefakename', { fakename: 'x' });
    errorOf(result, 'AuthorizationException', 401);
  });
});

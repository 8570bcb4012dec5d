import { queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  callApi,
  registerPlayer,
  registerWithCode,
  sentRegistrationCode,
  type TestApp,
  uniqueIp,
} from '../../testing/app.js';
import { dataOf, errorOf } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { databaseState } from '../../testing/tables.js';

// Promo codes through the API (decision 0066): a code grants its offer once per player, even when
// submitted twice at once; each refusal names its reason in data.promo_code; hostile input is a 4xx
// that writes nothing; guessing is throttled.

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

interface Activated {
  promo_code: string;
  offer_id: number;
  description: { title: string };
  granted: ({ type: 'free_spins'; count: number; game: string } | { type: 'bonus_money'; wager: number })[];
}

function activate(
  cookie: string,
  promoCode: string | Record<string, string>,
  options: { ip?: string; locale?: string } = {},
) {
  return callApi(
    t.app,
    'POST',
    'campaigns/activateOffer',
    typeof promoCode === 'string' ? { promo_code: promoCode } : promoCode,
    {
      cookie,
      remoteAddress: options.ip ?? uniqueIp(),
      ...(options.locale ? { locale: options.locale } : {}),
    },
  );
}

async function refusal(result: Awaited<ReturnType<typeof activate>>) {
  const error = errorOf(result, 'InvalidParameterException', 400);
  return error.data?.promo_code;
}

/** A promo code of the seeded SPRING offer, with the given terms. */
async function newCode(terms: Record<string, unknown> = {}): Promise<string> {
  const code = `T${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  const row = {
    starts_at: null,
    ends_at: null,
    max_uses: null,
    new_players_only: false,
    is_disabled: false,
    ...terms,
  };
  await t.database.db.execute(
    sql`INSERT INTO promo_codes (code, offer_id, starts_at, ends_at, max_uses, new_players_only, is_disabled)
        SELECT ${code}, id, ${row.starts_at}, ${row.ends_at}, ${row.max_uses}, ${row.new_players_only}, ${row.is_disabled}
        FROM campaign_offers WHERE sysname = 'spring-code'`,
  );
  return code;
}

async function freeSpinPacks(uid: number) {
  return queryRows<{ count: number; game_sysname: string }>(
    t.database.db,
    sql`SELECT count, game_sysname FROM free_spin_packs WHERE user_id = ${uid} AND source = 'promotion'`,
  );
}

describe('campaigns/activateOffer', () => {
  redeemingChecks();
  codeRefusalChecks();
});

/** What a code grants, and only once. */
function redeemingChecks() {
  it('redeems SPRING, typed in any case with spaces, for 20 free spins on Fruit Reels', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    const answer = dataOf<Activated>(await activate(cookie, '  spring '));
    expect(answer).toMatchObject({
      promo_code: 'SPRING',
      description: { title: 'Code SPRING: 20 free spins' },
      granted: [{ type: 'free_spins', count: 20, game: 'jeton-fruit-reels' }],
    });
    expect(await freeSpinPacks(uid)).toEqual([{ count: 20, game_sysname: 'jeton-fruit-reels' }]);
    expect(await refusal(await activate(cookie, 'SPRING'))).toBe('ALREADY_USED');
  });

  it('grants once when the same player submits twice at the same moment', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    const code = await newCode();
    const results = await Promise.all([activate(cookie, code), activate(cookie, code.toLowerCase())]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 400]);
    expect(await freeSpinPacks(uid)).toHaveLength(1);
    const [row] = await queryRows<{ uses: number }>(
      t.database.db,
      sql`SELECT uses FROM promo_codes WHERE code = ${code}`,
    );
    expect(row!.uses).toBe(1);
  });

  it('grants WELCOME10’s bonus money to a new player, who stays new after a first deposit', async () => {
    const fresh = await registerPlayer(t.app);
    const answer = dataOf<Activated>(await activate(fresh.cookie, 'welcome10'));
    expect(answer.granted).toEqual([
      { type: 'bonus_money', amount: { amount: 10, currency: 'EUR' }, wager: 20 },
    ]);
    const [bonus] = await queryRows<{ status: string; amount_minor: string; wager_multiplier: number }>(
      t.database.db,
      sql`SELECT status, amount_minor::text, wager_multiplier FROM player_bonuses WHERE user_id = ${fresh.uid}`,
    );
    expect(bonus).toEqual({ status: 'active', amount_minor: '1000', wager_multiplier: 20 });

    // "New players" is a window from registration (issue 34), not "no deposit yet".
    const depositor = await registerPlayer(t.app);
    await t.database.db.execute(
      sql`INSERT INTO payment_transactions (user_id, kind, method, provider, amount_minor, currency, status, provider_reference)
          VALUES (${depositor.uid}, 'deposit', 'card', 'sandbox', 1000, 'EUR', 'success', ${`psp_promo_${depositor.uid}`})`,
    );
    expect((await activate(depositor.cookie, 'WELCOME10')).status).toBe(200);
  });

  it('refuses a new-players code to an account older than the window, saying the window', async () => {
    const old = await registerPlayer(t.app);
    await t.database.db.execute(
      sql`UPDATE users SET created_at = ${new Date(t.clock.now().getTime() - 31 * 24 * 60 * 60 * 1000)}
          WHERE id = ${old.uid}`,
    );
    const refused = await activate(old.cookie, 'WELCOME10', { locale: 'fr' });
    expect(await refusal(refused)).toBe('NOT_ELIGIBLE');
    expect(refused.body.error?.message).toBe(
      'Ce code promo est réservé aux joueurs inscrits depuis moins de 30 jours',
    );
  });

  it('names each refusal: unknown, disabled, not started, expired, used up', async () => {
    const { cookie } = await registerPlayer(t.app);
    const hour = 60 * 60 * 1000;
    const now = t.clock.now().getTime();
    const cases: [string, string][] = [
      ['NO-SUCH-CODE', 'INVALID'],
      [await newCode({ is_disabled: true }), 'NOT_AVAILABLE'],
      [await newCode({ starts_at: new Date(now + hour).toISOString() }), 'NOT_AVAILABLE'],
      [await newCode({ ends_at: new Date(now - hour).toISOString() }), 'EXPIRED'],
    ];
    const usedUp = await newCode({ max_uses: 1 });
    dataOf(await activate((await registerPlayer(t.app)).cookie, usedUp));
    cases.push([usedUp, 'LIMIT_REACHED']);
    for (const [code, reason] of cases) {
      const result = await activate(cookie, code);
      expect(await refusal(result), code).toBe(reason);
      expect(result.body.error?.data?.fields).toHaveProperty('promo_code');
    }
    const french = await activate(cookie, 'NO-SUCH-CODE', { locale: 'fr' });
    expect(french.body.error?.message).toBe('Ce code promo n’existe pas');
  });
}

/** Refused codes, guests, and guessing. */
function codeRefusalChecks() {
  it('refuses a code of a deposit offer as unknown', async () => {
    const { cookie } = await registerPlayer(t.app);
    const code = await newCode();
    await t.database.db.execute(
      sql`UPDATE promo_codes SET offer_id = (SELECT id FROM campaign_offers WHERE sysname = 'welcome-deposit')
          WHERE code = ${code}`,
    );
    expect(await refusal(await activate(cookie, code))).toBe('INVALID');
  });

  it.each<[string, string | Record<string, string>]>([
    ['an empty code', ''],
    ['spaces', '   '],
    ['an oversized code', 'A'.repeat(65)],
    ['a huge code', 'A'.repeat(100_000)],
    ['an array', { 'promo_code[0]': 'SPRING', 'promo_code[1]': 'SPRING' }],
    ['an object', { 'promo_code[$ne]': 'x' }],
    ['no code at all', {}],
    ['SQL', "SPRING' OR '1'='1"],
    ['control characters', 'SPR\u0000ING'],
  ])('refuses %s with a 4xx and writes nothing', async (_case, code) => {
    const { cookie } = await registerPlayer(t.app);
    const before = await databaseState(t.database.db);
    const result = await activate(cookie, code);
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.status).toBeLessThan(500);
    expect(await databaseState(t.database.db)).toEqual(before);
  });

  it('asks a guest to log in', async () => {
    const result = await callApi(t.app, 'POST', 'campaigns/activateOffer', { promo_code: 'SPRING' });
    expect(result.status).toBe(401);
  });

  it('throttles guessing: after five wrong codes from one place the player must wait', async () => {
    const { cookie } = await registerPlayer(t.app);
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect(await refusal(await activate(cookie, `GUESS${attempt}`, { ip }))).toBe('INVALID');
    }
    const throttled = await activate(cookie, 'SPRING', { ip, locale: 'fr' });
    // Its own code and words, never the log-in's (issue 28), and the standard Retry-After.
    const error = errorOf(throttled, 'TooManyRequestsException', 429);
    expect(error.code).toBe('PROMO_CODE_THROTTLED');
    expect(error.message).toMatch(/^Trop de codes promo inexistants .* Réessayez dans \d+ secondes\.$/);
    expect(Number(throttled.response.headers['retry-after'])).toBe(error.data?.retry_after);
    // Log-ins from that address are not blocked by promo-code guesses.
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM login_throttles WHERE key LIKE ${`%${ip}`} AND key NOT LIKE 'promo:%'`,
    );
    expect(row!.n).toBe(0);
  });
}

describe('a burst of one real code (issue 28)', () => {
  it('counts no guess: 20 submits at once grant once, and the next player from that address redeems', async () => {
    const ip = uniqueIp();
    const first = await registerPlayer(t.app);
    const code = await newCode();
    const answers = await Promise.all(Array.from({ length: 20 }, () => activate(first.cookie, code, { ip })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(await refusal(refused)).toBe('ALREADY_USED');
    }
    // Used already, again and again: still not a guess.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect(await refusal(await activate(first.cookie, code, { ip }))).toBe('ALREADY_USED');
    }
    const next = await registerPlayer(t.app);
    dataOf(await activate(next.cookie, await newCode(), { ip }));
  });
});

describe('campaigns/checkPromocode', () => {
  it('tells a usable code’s offer without granting it, and a refused code’s reason', async () => {
    const { cookie, uid } = await registerPlayer(t.app);
    const check = (code: string) =>
      callApi(
        t.app,
        'POST',
        'campaigns/checkPromocode',
        { promo_code: code },
        { cookie, remoteAddress: uniqueIp() },
      );
    expect(dataOf(await check('Spring'))).toMatchObject({
      promo_code: 'SPRING',
      description: { title: 'Code SPRING: 20 free spins' },
    });
    expect(await freeSpinPacks(uid)).toEqual([]);
    expect(await refusal(await check('NOPE'))).toBe('INVALID');
  });
});

describe('auth/register with a promo code', () => {
  it('refuses a wrong code on its field before sending a code, and grants a good one once the account exists', async () => {
    const form = {
      login: `promo-${uniqueIp()}@example.com`,
      password: 'secret12',
      currency: 'EUR',
      terms: 1,
    };
    const wrong = await callApi(
      t.app,
      'POST',
      'auth/register',
      { ...form, promo_code: 'NOPE' },
      { remoteAddress: uniqueIp() },
    );
    expect(await refusal(wrong)).toBe('INVALID');
    const { uid } = await registerPlayer(t.app, { promo_code: 'spring' });
    expect(await freeSpinPacks(uid)).toEqual([{ count: 20, game_sysname: 'jeton-fruit-reels' }]);
  });

  it('answers what the code granted, for the "promo-code activated" popup, and nothing for a code gone bad', async () => {
    const form = (code: string) => ({
      login: `promo-popup-${uniqueIp()}@example.com`,
      password: 'secret12',
      currency: 'EUR',
      terms: 1,
      promo_code: code,
    });
    const granted = dataOf<{ uid: number; promo_code_activated?: Activated }>(
      await registerWithCode(t.app, form('welcome10'), { remoteAddress: uniqueIp(), locale: 'fr' }),
    );
    expect(granted.promo_code_activated).toMatchObject({
      promo_code: 'WELCOME10',
      description: { title: 'Code WELCOME10 : 10 € de bonus pour les nouveaux joueurs' },
      granted: [{ type: 'bonus_money', amount: { amount: 10, currency: 'EUR' }, wager: 20 }],
    });
    // Disabled between the two steps: the account stands, the answer tells no grant.
    const code = await newCode();
    const login = `promo-late-${uniqueIp()}@example.com`;
    const first = await callApi(
      t.app,
      'POST',
      'auth/register',
      { ...form(code), login },
      { remoteAddress: uniqueIp() },
    );
    expect(first.body.error?.code).toBe('REGISTRATION_CODE_SENT');
    await t.database.db.execute(sql`UPDATE promo_codes SET is_disabled = TRUE WHERE code = ${code}`);
    const sent = await sentRegistrationCode(t.app, login);
    const late = dataOf<{ uid: number; promo_code_activated?: unknown }>(
      await callApi(
        t.app,
        'POST',
        'auth/register',
        { ...form(code), login, code: sent },
        { remoteAddress: uniqueIp() },
      ),
    );
    expect(late.uid).toBeGreaterThan(0);
    expect(late).not.toHaveProperty('promo_code_activated');
  });
});

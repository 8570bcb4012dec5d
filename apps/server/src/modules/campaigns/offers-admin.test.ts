import { queryRows } from '@jeton/db';
import type { AuditEntry, OfferAdminRow, PromoCodeAdminRow } from '@jeton/domain/backoffice';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, registerPlayer, type TestApp, uniqueIp } from '../../testing/app.js';
import { dataOf, errorOf } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { databaseState } from '../../testing/tables.js';
import { callBackoffice, operatorSession } from '../backoffice/backoffice-testing.js';

// The back office's offers and promo codes (decision 0068): permission, audit entries, versions
// that leave what players took alone, the player site following each change, refusals that write
// nothing, and a code created twice at once.

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

let content: { id: number; cookie: string };
let support: { id: number; cookie: string };
beforeAll(async () => {
  [content, support] = await Promise.all([operatorSession(t, 'content'), operatorSession(t, 'support')]);
});

const terms = {
  triggerAction: 'promo_code',
  firstDeposit: false,
  excludeMethods: [],
  titleEn: 'Code SUMMER: 20 free spins',
  titleFr: 'Code SUMMER : 20 tours gratuits',
  textEn: 'Twenty free spins on Fruit Reels.',
  textFr: 'Vingt tours gratuits sur Fruit Reels.',
  imageUrl: '',
  promotions: [{ type: 'free_spins', count: 20, game: 'jeton-fruit-reels' }],
  startsAt: null,
  endsAt: null,
  sort: 10,
};

const bo = (method: string, input: unknown) => callBackoffice(t, method, input, { cookie: content.cookie });

function activate(cookie: string, code: string) {
  return callApi(
    t.app,
    'POST',
    'campaigns/activateOffer',
    { promo_code: code },
    { cookie, remoteAddress: uniqueIp() },
  );
}

async function refusal(result: Awaited<ReturnType<typeof activate>>) {
  return errorOf(result, 'InvalidParameterException', 400).data?.promo_code;
}

async function packs(uid: number) {
  return queryRows<{ count: number }>(
    t.database.db,
    sql`SELECT count FROM free_spin_packs WHERE user_id = ${uid} AND source = 'promotion'`,
  );
}

async function shownOffers(): Promise<number[]> {
  const answer = dataOf<{ items: { id: number }[] }>(await callApi(t.app, 'GET', 'campaigns/getoffers', {}));
  return answer.items.map((offer) => offer.id);
}

/** Each redemption keeps the version it took; each version names the operator who wrote it. */
async function expectRedeemedVersions(offerId: number, [firstUid, secondUid]: number[]) {
  const redemptions = await queryRows<{ user_id: string; offer_version: number }>(
    t.database.db,
    sql`SELECT user_id, offer_version FROM promo_code_redemptions WHERE offer_id = ${offerId} ORDER BY id`,
  );
  expect(redemptions.map((row) => [Number(row.user_id), row.offer_version])).toEqual([
    [firstUid, 1],
    [secondUid, 2],
  ]);
  const versions = await queryRows<{ version: number; created_by: string | null }>(
    t.database.db,
    sql`SELECT version, created_by FROM campaign_offer_versions WHERE offer_id = ${offerId} ORDER BY version`,
  );
  expect(versions.map((row) => [row.version, Number(row.created_by)])).toEqual([
    [1, content.id],
    [2, content.id],
  ]);
}

/** The offer's and the code's audit entries, newest first, with the edit's before and after. */
async function expectOfferAndCodeAudit(offerId: number, codeId: number) {
  const audit = dataOf<{ items: AuditEntry[] }>(
    await callBackoffice(
      t,
      'audit/search',
      { targetType: 'campaign_offer', targetId: String(offerId) },
      { cookie: (await operatorSession(t, 'administrator')).cookie },
    ),
  );
  expect(audit.items.map((entry) => entry.action)).toEqual([
    'offer.end',
    'offer.resume',
    'offer.pause',
    'offer.update',
    'offer.create',
  ]);
  expect(audit.items[3]).toMatchObject({
    operatorId: content.id,
    before: { version: 1, titleEn: 'Code SUMMER: 20 free spins' },
    after: { version: 2, titleEn: 'Code SUMMER: 30 free spins' },
  });
  const codeAudit = dataOf<{ items: AuditEntry[] }>(
    await callBackoffice(
      t,
      'audit/search',
      { targetType: 'promo_code', targetId: String(codeId) },
      { cookie: (await operatorSession(t, 'administrator')).cookie },
    ),
  );
  expect(codeAudit.items.map((entry) => [entry.action, entry.after])).toEqual([
    ['promo_code.disable', expect.objectContaining({ isDisabled: true })],
    ['promo_code.enable', expect.objectContaining({ isDisabled: false })],
    ['promo_code.disable', expect.objectContaining({ isDisabled: true })],
    ['promo_code.create', expect.objectContaining({ code: 'SUMMER-20' })],
  ]);
  expect(codeAudit.items[1]).toMatchObject({ operatorId: content.id, before: { isDisabled: true } });
}

describe('offers/* and promoCodes/*', () => {
  offerAndCodeLifecycleChecks();
  offerWindowAndRefusalChecks();
  listingAndTakingChecks();
  codeEdgeChecks();
});

/** An offer and its code from creation to redemption and edit. */
function offerAndCodeLifecycleChecks() {
  it('creates an offer and a code players redeem; an edit is a version that leaves taken terms alone', async () => {
    const offer = dataOf<OfferAdminRow>(await bo('offers/create', { sysname: 'summer-code', ...terms }));
    expect(offer).toMatchObject({
      sysname: 'summer-code',
      status: 'active',
      version: 1,
      players: 0,
      codes: 0,
    });
    expect(await shownOffers()).toContain(offer.id);

    const code = dataOf<PromoCodeAdminRow>(
      await bo('promoCodes/create', {
        code: ' summer-20 ',
        offerId: offer.id,
        maxUses: 100,
        startsAt: null,
        endsAt: null,
        newPlayersOnly: false,
      }),
    );
    expect(code).toMatchObject({ code: 'SUMMER-20', uses: 0, maxUses: 100, isDisabled: false });

    const first = await registerPlayer(t.app);
    dataOf(await activate(first.cookie, 'summer-20'));
    expect(await packs(first.uid)).toEqual([{ count: 20 }]);

    const edited = dataOf<OfferAdminRow>(
      await bo('offers/update', {
        id: offer.id,
        ...terms,
        titleEn: 'Code SUMMER: 30 free spins',
        promotions: [{ type: 'free_spins', count: 30, game: 'jeton-fruit-reels' }],
      }),
    );
    expect(edited).toMatchObject({ version: 2, titleEn: 'Code SUMMER: 30 free spins', players: 1, codes: 1 });

    const second = await registerPlayer(t.app);
    dataOf(await activate(second.cookie, 'SUMMER-20'));
    // The first player keeps the 20 spins of version 1; the second got version 2's 30.
    expect(await packs(first.uid)).toEqual([{ count: 20 }]);
    expect(await packs(second.uid)).toEqual([{ count: 30 }]);
    await expectRedeemedVersions(offer.id, [first.uid, second.uid]);
    const codes = dataOf<{ items: PromoCodeAdminRow[] }>(await bo('promoCodes/list', {}));
    expect(codes.items.find((row) => row.id === code.id)).toMatchObject({
      uses: 2,
      offerSysname: 'summer-code',
    });

    // Disabled: refused with "no longer available", and the offer stays; enabled again: it works.
    dataOf(await bo('promoCodes/disable', { id: code.id }));
    const third = await registerPlayer(t.app);
    expect(await refusal(await activate(third.cookie, 'SUMMER-20'))).toBe('NOT_AVAILABLE');
    expect(dataOf<PromoCodeAdminRow>(await bo('promoCodes/enable', { id: code.id })).isDisabled).toBe(false);
    const fourth = await registerPlayer(t.app);
    dataOf(await activate(fourth.cookie, 'SUMMER-20'));
    expect(await packs(fourth.uid)).toEqual([{ count: 30 }]);
    dataOf(await bo('promoCodes/disable', { id: code.id }));

    // Paused: gone from the site; resumed: back; ended: gone for good and its codes expired.
    const other = dataOf<PromoCodeAdminRow>(
      await bo('promoCodes/create', {
        code: 'SUMMER-BIS',
        offerId: offer.id,
        maxUses: null,
        startsAt: null,
        endsAt: null,
        newPlayersOnly: false,
      }),
    );
    dataOf(await bo('offers/setStatus', { id: offer.id, status: 'paused' }));
    expect(await shownOffers()).not.toContain(offer.id);
    expect(await refusal(await activate(third.cookie, other.code))).toBe('NOT_AVAILABLE');
    dataOf(await bo('offers/setStatus', { id: offer.id, status: 'active' }));
    expect(await shownOffers()).toContain(offer.id);
    const ended = dataOf<OfferAdminRow>(await bo('offers/setStatus', { id: offer.id, status: 'ended' }));
    expect(ended.status).toBe('ended');
    expect(await shownOffers()).not.toContain(offer.id);
    expect(await refusal(await activate(third.cookie, other.code))).toBe('EXPIRED');
    errorOf(await bo('offers/setStatus', { id: offer.id, status: 'active' }), 'InvalidRequestException', 400);
    errorOf(await bo('offers/update', { id: offer.id, ...terms }), 'InvalidRequestException', 400);

    await expectOfferAndCodeAudit(offer.id, code.id);
  });
}

/** An offer's window on the site, and bad terms refused. */
function offerWindowAndRefusalChecks() {
  it('shows a new deposit offer on the site and keeps it out of its window', async () => {
    const deposit = {
      ...terms,
      triggerAction: 'deposit',
      firstDeposit: true,
      excludeMethods: ['crypto'],
      promotions: [{ type: 'deposit_bonus', percent: 25, max_amount: 50, wager: 10, days: 7 }],
    };
    const open = dataOf<OfferAdminRow>(await bo('offers/create', { sysname: 'quarter-reload', ...deposit }));
    expect(open).toMatchObject({ firstDeposit: true, excludeMethods: ['crypto'] });
    const later = dataOf<OfferAdminRow>(
      await bo('offers/create', {
        sysname: 'later-reload',
        ...deposit,
        startsAt: new Date(Date.now() + 86_400_000).toISOString(),
        endsAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      }),
    );
    const shown = await shownOffers();
    expect(shown).toContain(open.id);
    expect(shown).not.toContain(later.id);
  });

  it('refuses bad terms and codes with InvalidParameterException, writing nothing', async () => {
    const [deposit] = await queryRows<{ id: string }>(
      t.database.db,
      sql`SELECT id FROM campaign_offers WHERE sysname = 'welcome-deposit'`,
    );
    const [spring] = await queryRows<{ id: string }>(
      t.database.db,
      sql`SELECT id FROM campaign_offers WHERE sysname = 'spring-code'`,
    );
    const before = await databaseState(t.database.db);
    const refusedOffers: [Record<string, unknown>, string][] = [
      [{ startsAt: '2027-01-02T00:00:00Z', endsAt: '2027-01-01T00:00:00Z' }, 'endsAt'],
      [{ promotions: [{ type: 'free_spins', count: 0, game: 'jeton-fruit-reels' }] }, 'promotions.count'],
      [{ promotions: [{ type: 'free_spins', count: 5, game: 'no-such-game' }] }, 'promotions.game'],
      [
        { promotions: [{ type: 'deposit_bonus', percent: 100, max_amount: 10, wager: 1, days: 1 }] },
        'promotions.type',
      ],
      [{ promotions: [{ type: 'bonus_money', amount: 0, wager: 1, days: 1 }] }, 'promotions.amount'],
      [{ promotions: [] }, 'promotions'],
      [{ titleEn: '' }, 'titleEn'],
      [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
      [{ sysname: 'spring-code' }, 'sysname'],
      [{ sysname: 'Not A Name' }, 'sysname'],
      [{ firstDeposit: true }, 'firstDeposit'],
      [{ triggerAction: 'signup' }, 'triggerAction'],
      [{ triggerAction: 'registration', firstDeposit: true }, 'firstDeposit'],
    ];
    for (const [changes, field] of refusedOffers) {
      const error = errorOf(
        await bo('offers/create', { sysname: 'refused', ...terms, ...changes }),
        'InvalidParameterException',
        400,
      );
      expect(Object.keys(error.data?.fields ?? {}), JSON.stringify(changes)).toContain(field);
    }
    errorOf(
      await bo('offers/create', { sysname: 'refused', ...terms, extra: 1 }),
      'InvalidParameterException',
      400,
    );
    errorOf(await bo('offers/update', { id: 999_999, ...terms }), 'InvalidRequestException', 400);
    errorOf(
      await bo('offers/update', { id: Number(spring!.id), ...terms, triggerAction: 'deposit' }),
      'InvalidParameterException',
      400,
    );
    errorOf(await bo('offers/setStatus', { id: 999_999, status: 'paused' }), 'InvalidRequestException', 400);
    errorOf(await bo('offers/setStatus', { id: 1, status: 'gone' }), 'InvalidParameterException', 400);

    const code = {
      code: 'FRESH-1',
      offerId: Number(spring!.id),
      maxUses: 10,
      startsAt: null,
      endsAt: null,
      newPlayersOnly: false,
    };
    const refusedCodes: [Record<string, unknown>, string][] = [
      [{ code: 'spring' }, 'code'],
      [{ code: ' Spring ' }, 'code'],
      [{ code: 'no spaces!' }, 'code'],
      [{ code: 'ab' }, 'code'],
      [{ offerId: Number(deposit!.id) }, 'offerId'],
      [{ offerId: 999_999 }, 'offerId'],
      [{ maxUses: 0 }, 'maxUses'],
      [{ startsAt: '2027-01-02T00:00:00Z', endsAt: '2027-01-01T00:00:00Z' }, 'endsAt'],
    ];
    for (const [changes, field] of refusedCodes) {
      const error = errorOf(
        await bo('promoCodes/create', { ...code, ...changes }),
        'InvalidParameterException',
        400,
      );
      expect(Object.keys(error.data?.fields ?? {}), JSON.stringify(changes)).toContain(field);
    }
    errorOf(await bo('promoCodes/disable', { id: 999_999 }), 'InvalidRequestException', 400);
    errorOf(await bo('promoCodes/disable', { id: 'x' }), 'InvalidParameterException', 400);
    expect(await databaseState(t.database.db)).toEqual(before);
  });
}

/** Listing and searching, and offers players take. */
function listingAndTakingChecks() {
  it('pages and searches offers and codes, codes with their offer’s title in both languages', async () => {
    const offers = dataOf<{ items: OfferAdminRow[]; total: number; totalCapped: boolean }>(
      await bo('offers/list', { page: 1, perPage: 10, search: 'code spring' }),
    );
    expect(offers.items.map((offer) => offer.sysname)).toEqual(['spring-code']);
    expect(offers).toMatchObject({ total: 1, totalCapped: false });
    const byTrigger = dataOf<{ items: OfferAdminRow[] }>(await bo('offers/list', { trigger: 'take' }));
    expect(byTrigger.items.map((offer) => offer.sysname).sort()).toEqual(['starter-bonus', 'weekend-spins']);
    const all = dataOf<{ items: OfferAdminRow[]; total: number }>(await bo('offers/list', { perPage: 10 }));
    const second = dataOf<{ items: OfferAdminRow[] }>(await bo('offers/list', { perPage: 10, page: 2 }));
    expect(all.items).toHaveLength(Math.min(10, all.total));
    expect(second.items.length).toBe(Math.max(0, Math.min(10, all.total - 10)));
    // A search's wildcards are text: "spring%" and "spr_ng" name nothing (as wildcards they would).
    expect(dataOf<{ total: number }>(await bo('offers/list', { search: 'spring%' })).total).toBe(0);
    expect(dataOf<{ total: number }>(await bo('offers/list', { search: 'spr_ng' })).total).toBe(0);

    const codes = dataOf<{ items: PromoCodeAdminRow[]; total: number }>(
      await bo('promoCodes/list', { search: 'sprin' }),
    );
    expect(codes.items.map((row) => [row.code, row.offerTitleEn, row.offerTitleFr])).toEqual([
      ['SPRING', 'Code SPRING: 20 free spins', 'Code SPRING : 20 tours gratuits'],
    ]);
    // By its offer's title, in either language.
    const byTitle = dataOf<{ items: PromoCodeAdminRow[] }>(
      await bo('promoCodes/list', { search: 'nouveaux joueurs' }),
    );
    expect(byTitle.items.map((row) => row.code)).toEqual(['WELCOME10']);
    errorOf(await bo('promoCodes/list', { page: 1_000, perPage: 100 }), 'InvalidParameterException', 400);
    errorOf(await bo('offers/list', { search: 'x'.repeat(101) }), 'InvalidParameterException', 400);
  });

  it('creates an offer players take from the offers page, for players without a deposit only', async () => {
    const created = dataOf<OfferAdminRow>(
      await bo('offers/create', {
        sysname: 'take-bonus',
        ...terms,
        triggerAction: 'take',
        firstDeposit: true,
        promotions: [{ type: 'bonus_money', amount: 3, wager: 10, days: 3 }],
      }),
    );
    expect(created).toMatchObject({ triggerAction: 'take', firstDeposit: true, players: 0 });
    const player = await registerPlayer(t.app);
    dataOf(
      await callApi(
        t.app,
        'POST',
        'campaigns/takepromotions',
        { offer_id: String(created.id) },
        { cookie: player.cookie },
      ),
    );
    const listed = dataOf<{ items: OfferAdminRow[] }>(await bo('offers/list', { search: 'take-bonus' }));
    expect(listed.items[0]).toMatchObject({ id: created.id, players: 1 });
    errorOf(
      await bo('offers/create', {
        sysname: 'take-deposit-bonus',
        ...terms,
        triggerAction: 'take',
        promotions: [{ type: 'deposit_bonus', percent: 50, max_amount: 10, wager: 10, days: 3 }],
      }),
      'InvalidParameterException',
      400,
    );
  });
}

/** Enabling, racing operators, and the permission. */
function codeEdgeChecks() {
  it('enables a code that is not disabled without change, and refuses an unknown code', async () => {
    const [spring] = await queryRows<{ id: string }>(
      t.database.db,
      sql`SELECT id FROM promo_codes WHERE code = 'SPRING'`,
    );
    expect(
      dataOf<PromoCodeAdminRow>(await bo('promoCodes/enable', { id: Number(spring!.id) })).isDisabled,
    ).toBe(false);
    const before = await databaseState(t.database.db);
    errorOf(await bo('promoCodes/enable', { id: 987_654 }), 'InvalidRequestException', 400);
    errorOf(await bo('promoCodes/enable', { id: 'x' }), 'InvalidParameterException', 400);
    errorOf(await bo('promoCodes/enable', {}), 'InvalidParameterException', 400);
    expect(await databaseState(t.database.db)).toEqual(before);
  });

  it('creates a code once when two operators submit it at the same moment, in any case', async () => {
    const [spring] = await queryRows<{ id: string }>(
      t.database.db,
      sql`SELECT id FROM campaign_offers WHERE sysname = 'spring-code'`,
    );
    const input = (code: string) => ({
      code,
      offerId: Number(spring!.id),
      maxUses: null,
      startsAt: null,
      endsAt: null,
      newPlayersOnly: false,
    });
    const results = await Promise.all([
      bo('promoCodes/create', input('twice')),
      bo('promoCodes/create', input('TWICE')),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 400]);
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM promo_codes WHERE code = 'TWICE'`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('is refused to an operator without bonuses.manage', async () => {
    const before = await databaseState(t.database.db);
    for (const [method, input] of [
      ['offers/list', {}],
      ['offers/create', { sysname: 'support-made', ...terms }],
      ['offers/update', { id: 1, ...terms }],
      ['offers/setStatus', { id: 1, status: 'paused' }],
      ['promoCodes/list', {}],
      [
        'promoCodes/create',
        { code: 'SUPPORT', offerId: 1, maxUses: null, startsAt: null, endsAt: null, newPlayersOnly: false },
      ],
      ['promoCodes/disable', { id: 1 }],
      ['promoCodes/enable', { id: 1 }],
    ] as const) {
      errorOf(
        await callBackoffice(t, method, input, { cookie: support.cookie }),
        'AccessDeniedException',
        403,
      );
    }
    expect(await databaseState(t.database.db)).toEqual(before);
  });
}

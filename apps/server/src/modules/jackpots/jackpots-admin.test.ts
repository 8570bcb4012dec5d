import type { AuditEntry, JackpotAdminRow } from '@jeton/domain/backoffice';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, registerPlayer, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { databaseState } from '../../testing/tables.js';
import { callBackoffice, operatorSession } from '../backoffice/backoffice-testing.js';
import { fund } from '../house-studio/studio-testing.js';
import { bet, deliver, poolOf } from './jackpot-testing.js';

// The back office's jackpots (jackpots/list, create, update, setStatus): role checks, audit entries,
// versions that leave a running cycle alone, and refusals that write nothing.

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
  nameEn: 'Night Drop',
  nameFr: 'Drop de nuit',
  descriptionEn: 'Drops at night.',
  descriptionFr: 'Tombe la nuit.',
  games: ['jeton-mines'],
  rateBp: 200,
  seedMinor: 500,
  dropMinMinor: 2_000,
  dropMaxMinor: 4_000,
};

describe('jackpots/create, update and setStatus', () => {
  jackpotLifecycleChecks();
  jackpotRefusalChecks();
});

/** A jackpot from creation to pause. */
function jackpotLifecycleChecks() {
  it('creates a running jackpot players see, versions its terms, pauses it, and audits each step', async () => {
    const created = dataOf<JackpotAdminRow>(
      await callBackoffice(
        t,
        'jackpots/create',
        { sysname: 'night-drop', currency: 'EUR', ...terms },
        { cookie: content.cookie },
      ),
    );
    expect(created).toMatchObject({
      sysname: 'night-drop',
      status: 'active',
      version: 1,
      poolMinor: 500,
      wins: 0,
    });
    expect(created.cycles).toEqual([
      expect.objectContaining({
        number: 1,
        dropAmountMinor: null,
        commitment: expect.stringMatching(/^[0-9a-f]{64}$/),
      }),
    ]);
    const shown = dataOf<{ items: { sysname: string; amount: number }[] }>(
      await callApi(t.app, 'GET', 'Jackpots/get', { ids: String(created.id) }),
    );
    expect(shown.items).toEqual([expect.objectContaining({ sysname: 'night-drop', amount: 5 })]);

    const updated = dataOf<JackpotAdminRow>(
      await callBackoffice(
        t,
        'jackpots/update',
        { id: created.id, ...terms, nameEn: 'Midnight Drop', dropMinMinor: 3_000 },
        { cookie: content.cookie },
      ),
    );
    expect(updated).toMatchObject({ version: 2, nameEn: 'Midnight Drop', dropMinMinor: 3_000 });
    // The running cycle keeps the range it was drawn in.
    expect(updated.cycles[0]).toMatchObject({ number: 1, version: 1, dropMinMinor: 2_000 });

    const paused = dataOf<JackpotAdminRow>(
      await callBackoffice(
        t,
        'jackpots/setStatus',
        { id: created.id, status: 'paused' },
        { cookie: content.cookie },
      ),
    );
    expect(paused.status).toBe('paused');
    expect(
      dataOf<{ items: unknown[] }>(await callApi(t.app, 'GET', 'Jackpots/get', { ids: String(created.id) }))
        .items,
    ).toEqual([]);
    const player = await registerPlayer(t.app);
    await fund(t, player.uid, 10_000n);
    await bet(t, player.uid, 'jeton-mines', 5_000n);
    await deliver(t);
    expect(await poolOf(t, created.id)).toBe(500n);

    const listed = dataOf<{ items: JackpotAdminRow[] }>(
      await callBackoffice(t, 'jackpots/list', {}, { cookie: content.cookie }),
    );
    expect(listed.items.map((j) => j.sysname)).toEqual(['hourly-drop', 'grand-drop', 'night-drop']);

    const audit = dataOf<{ items: AuditEntry[] }>(
      await callBackoffice(
        t,
        'audit/search',
        { targetType: 'jackpot', targetId: String(created.id) },
        { cookie: (await operatorSession(t, 'administrator')).cookie },
      ),
    );
    expect(audit.items.map((entry) => entry.action)).toEqual([
      'jackpot.pause',
      'jackpot.update',
      'jackpot.create',
    ]);
    expect(audit.items[0]).toMatchObject({
      operatorId: content.id,
      before: { status: 'active' },
      after: { status: 'paused' },
    });
    expect(audit.items[1]).toMatchObject({
      before: { nameEn: 'Night Drop' },
      after: { nameEn: 'Midnight Drop', version: 2 },
    });
  });
}

/** Bad terms, and operators without the permission. */
function jackpotRefusalChecks() {
  it('refuses bad terms with InvalidParameterException, writing nothing', async () => {
    const before = await databaseState(t.database.db);
    for (const changes of [
      { seedMinor: 2_000 },
      { dropMaxMinor: 1_000 },
      { rateBp: 0 },
      { rateBp: 1_001 },
      { games: ['Not A Sysname'] },
      { nameEn: '' },
      { currency: 'euro' },
      { sysname: 'hourly-drop' },
      { extra: 1 },
    ]) {
      errorOf(
        await callBackoffice(
          t,
          'jackpots/create',
          { sysname: 'refused', currency: 'EUR', ...terms, ...changes },
          { cookie: content.cookie },
        ),
        'InvalidParameterException',
        400,
      );
    }
    errorOf(
      await callBackoffice(t, 'jackpots/update', { id: 999_999, ...terms }, { cookie: content.cookie }),
      'InvalidRequestException',
      400,
    );
    expect(await databaseState(t.database.db)).toEqual(before);
  });

  it('is refused to an operator without jackpots.manage', async () => {
    const before = await databaseState(t.database.db);
    for (const [method, input] of [
      ['jackpots/list', {}],
      ['jackpots/create', { sysname: 'support-made', currency: 'EUR', ...terms }],
      ['jackpots/setStatus', { id: 1, status: 'paused' }],
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

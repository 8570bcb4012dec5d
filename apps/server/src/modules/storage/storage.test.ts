import { STORAGE_LIMITS } from '@jeton/domain';
import { describe, expect, it } from 'vitest';
import { callApi, registerPlayer, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf, expectRefusal } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { databaseState } from '../../testing/tables.js';

let t: TestApp;

shareTestApp((app) => {
  t = app;
});

const set = (cookie: string, key: string, value: string) =>
  callApi(t.app, 'POST', 'storage/set', { key, value }, { cookie });

describe('storage', () => {
  it('keeps values per player, by key', async () => {
    const { cookie } = await registerPlayer(t.app);
    const other = await registerPlayer(t.app);
    expect(
      dataOf(await callApi(t.app, 'GET', 'storage/get', { key: 'already_seen_cashback_id' }, { cookie })),
    ).toEqual({ key: 'already_seen_cashback_id', value: null });
    expect(dataOf(await set(cookie, 'already_seen_cashback_id', '42'))).toEqual({
      key: 'already_seen_cashback_id',
      value: '42',
    });
    dataOf(await set(cookie, 'already_seen_cashback_id', '43'));
    dataOf(await set(cookie, 'a.b:c-d', 'é'.repeat(10)));
    expect(
      dataOf(await callApi(t.app, 'GET', 'storage/get', { key: 'already_seen_cashback_id' }, { cookie })),
    ).toEqual({ key: 'already_seen_cashback_id', value: '43' });
    expect(dataOf(await callApi(t.app, 'GET', 'storage/getKeys', {}, { cookie }))).toEqual({
      keys: ['a.b:c-d', 'already_seen_cashback_id'],
    });
    // Another player sees none of it.
    expect(dataOf(await callApi(t.app, 'GET', 'storage/getKeys', {}, { cookie: other.cookie }))).toEqual({
      keys: [],
    });
    expect(
      dataOf(
        await callApi(
          t.app,
          'GET',
          'storage/get',
          { key: 'already_seen_cashback_id' },
          { cookie: other.cookie },
        ),
      ),
    ).toEqual({ key: 'already_seen_cashback_id', value: null });
  });

  it('refuses a value or a key count over the quota with StorageQuotaExceededException', async () => {
    const { cookie } = await registerPlayer(t.app);
    const before = await databaseState(t.services.db);
    const tooBig = errorOf(
      await set(cookie, 'big', 'é'.repeat(STORAGE_LIMITS.valueMaxBytes / 2 + 1)),
      'StorageQuotaExceededException',
      422,
    );
    expect(tooBig.code).toBe('STORAGE_VALUE_TOO_LARGE');
    expect((await databaseState(t.services.db)).digests.player_storage).toBe(before.digests.player_storage);

    for (let i = 0; i < STORAGE_LIMITS.maxKeys; i++) dataOf(await set(cookie, `key${i}`, String(i)));
    const tooMany = errorOf(await set(cookie, 'one_more', 'x'), 'StorageQuotaExceededException', 422);
    expect(tooMany.code).toBe('STORAGE_TOO_MANY_KEYS');
    // A key already there may still change.
    dataOf(await set(cookie, 'key0', 'changed'));
    expect(
      dataOf<{ keys: string[] }>(await callApi(t.app, 'GET', 'storage/getKeys', {}, { cookie })).keys,
    ).toHaveLength(STORAGE_LIMITS.maxKeys);
  });

  it('refuses bad keys, missing values and guests, and writes nothing', async () => {
    const { cookie } = await registerPlayer(t.app);
    const before = await databaseState(t.services.db);
    for (const params of [
      { value: 'x' },
      { key: 'k' },
      { key: '', value: 'x' },
      { key: 'k'.repeat(STORAGE_LIMITS.keyMaxLength + 1), value: 'x' },
      { key: 'two words', value: 'x' },
      { key: '<script>', value: 'x' },
      { key: 'k', value: 'x'.repeat(STORAGE_LIMITS.valueMaxBytes + 1) },
    ]) {
      const refused = await callApi(t.app, 'POST', 'storage/set', params, { cookie });
      expectRefusal(refused.response);
    }
    expectRefusal((await callApi(t.app, 'GET', 'storage/get', {}, { cookie })).response);
    expectRefusal(
      (await callApi(t.app, 'GET', 'storage/get', { key: 'x'.repeat(500) }, { cookie })).response,
    );
    errorOf(await callApi(t.app, 'GET', 'storage/getKeys'), 'AuthorizationException', 401);
    errorOf(
      await callApi(t.app, 'POST', 'storage/set', { key: 'k', value: 'v' }),
      'AuthorizationException',
      401,
    );
    expect((await databaseState(t.services.db)).digests.player_storage).toBe(before.digests.player_storage);
  });
});

import { schema } from '@jeton/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, registerPlayer, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf, expectFieldErrors } from '../../testing/expect-api.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Player = Awaited<ReturnType<typeof registerPlayer>>;

/** A player as a social sign-in or the mini app leaves them: registration not complete. */
async function socialPlayer(): Promise<Player> {
  const player = await registerPlayer(t.app);
  await t.services.db
    .update(schema.users)
    .set({ isRegistrationCompleted: false })
    .where(eq(schema.users.id, player.uid));
  return player;
}

const complete = (player: Player | undefined, params: Record<string, string>, locale = 'en') =>
  callApi(t.app, 'POST', 'account/completeRegistration', params, { cookie: player?.cookie, locale });

async function userRow(uid: number) {
  const [user] = await t.services.db.select().from(schema.users).where(eq(schema.users.id, uid));
  return user!;
}

describe('account/completeRegistration', () => {
  it('sets the currency and completes the registration, once', async () => {
    const player = await socialPlayer();
    expect(dataOf(await complete(player, { currency: 'USD', terms: '1' }))).toEqual({
      registration_offers: [],
    });
    const info = dataOf(await callApi(t.app, 'GET', 'account/getInfo', {}, { cookie: player.cookie }));
    expect(info).toMatchObject({ is_registration_completed: true, currency: 'USD' });

    const again = await complete(player, { currency: 'GBP', terms: '1' });
    expect(errorOf(again, 'InvalidRequestException', 400)).toMatchObject({
      code: 'REGISTRATION_ALREADY_COMPLETED',
    });
    expect(await userRow(player.uid)).toMatchObject({ currency: 'USD', isRegistrationCompleted: true });
  });

  it('is refused to a player whose registration was complete from the start', async () => {
    const player = await registerPlayer(t.app);
    const result = await complete(player, { currency: 'USD', terms: '1' });
    expect(errorOf(result, 'InvalidRequestException', 400).code).toBe('REGISTRATION_ALREADY_COMPLETED');
    expect(await userRow(player.uid)).toMatchObject({ currency: 'EUR' });
  });

  it('needs the terms and a known currency, in the caller’s language, and writes nothing', async () => {
    const player = await socialPlayer();
    expectFieldErrors(await complete(player, { currency: 'USD', terms: '0' }), {
      terms: 'Tick this box to go on',
    });
    const fr = await complete(player, { currency: 'XXX', terms: '1' }, 'fr');
    expect(errorOf(fr, 'InvalidParameterException', 400)).toBeTruthy();
    expect(await userRow(player.uid)).toMatchObject({ currency: 'EUR', isRegistrationCompleted: false });
  });

  it('is for a logged-in player only', async () => {
    errorOf(await complete(undefined, { currency: 'USD', terms: '1' }), 'AuthorizationException', 401);
  });

  it('completes only the caller’s own account, whatever id the form names', async () => {
    const caller = await socialPlayer();
    const other = await socialPlayer();
    const params = { currency: 'USD', terms: '1', uid: String(other.uid), user_id: String(other.uid) };
    expect(dataOf(await complete(caller, params))).toEqual({ registration_offers: [] });
    expect(await userRow(other.uid)).toMatchObject({ currency: 'EUR', isRegistrationCompleted: false });
    expect(await userRow(caller.uid)).toMatchObject({ currency: 'USD', isRegistrationCompleted: true });
  });
});

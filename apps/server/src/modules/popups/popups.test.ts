import { schema } from '@jeton/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, registerPlayer, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf, expectFieldErrors } from '../../testing/expect-api.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = (sysname: string | undefined, locale = 'en', cookie?: string) =>
  callApi(t.app, 'GET', 'popups/get', { sysname }, { locale, cookie });

describe('popups/get', () => {
  it('serves the seeded welcome offer in English', async () => {
    expect(dataOf(await get('welcome-offer'))).toEqual({
      sysname: 'welcome-offer',
      locale: 'en',
      title: 'Welcome offer: 100 % up to €200',
      text: expect.stringContaining('first deposit'),
      image_url: '/campaigns/welcome-offer.svg',
      button: { label: 'Make my first deposit', url: '/cashier/deposit' },
    });
  });

  it('serves it in French with locale=fr, to players as to guests', async () => {
    const player = await registerPlayer(t.app);
    const popup = dataOf(await get('welcome-offer', 'fr', player.cookie));
    expect(popup).toMatchObject({
      locale: 'fr',
      title: 'Offre de bienvenue : 100 % jusqu’à 200 €',
      button: { label: 'Faire mon premier dépôt', url: '/cashier/deposit' },
    });
  });

  it('falls back to English when a popup has no French text', async () => {
    await t.services.db.insert(schema.campaignPopups).values({
      sysname: 'english-only',
      locale: 'en',
      title: 'Weekend reload',
      text: 'Reload on Saturday.',
    });
    expect(dataOf(await get('english-only', 'fr'))).toMatchObject({
      locale: 'en',
      title: 'Weekend reload',
      image_url: '',
      button: null,
    });
  });

  it('refuses an unknown or inactive sysname with POPUP_NOT_FOUND', async () => {
    expect(errorOf(await get('no-such-popup'), 'InvalidRequestException', 400).code).toBe('POPUP_NOT_FOUND');
    await t.services.db
      .update(schema.campaignPopups)
      .set({ isActive: false })
      .where(and(eq(schema.campaignPopups.sysname, 'english-only')));
    expect(errorOf(await get('english-only'), 'InvalidRequestException', 400).code).toBe('POPUP_NOT_FOUND');
  });

  it.each([
    ['no sysname', undefined, 'Please fill in this field'],
    ['an empty sysname', '', 'Use at least 1 characters'],
    ['an oversized sysname', 'x'.repeat(65), 'Use no more than 64 characters'],
    ['a sysname with a slash', '../etc', 'Check this value'],
  ])('refuses %s with a field error', async (_name, sysname, message) => {
    expectFieldErrors(await get(sysname), { sysname: message });
  });
});

import type { AuditEntry, PopupRow } from '@jeton/domain/backoffice';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { databaseState } from '../../testing/tables.js';
import { callBackoffice, operatorSession } from '../backoffice/backoffice-testing.js';

// The back office's campaign popups (popups/list, popups/save): what players are then shown, the
// audit entry, and the refusals that write nothing.

let t: TestApp;
shareTestApp((app) => {
  t = app;
});

let content: { id: number; cookie: string };
let finance: { id: number; cookie: string };
beforeAll(async () => {
  [content, finance] = await Promise.all([operatorSession(t, 'content'), operatorSession(t, 'finance')]);
});

const popup = {
  sysname: 'winter-race',
  locale: 'fr',
  title: 'La course d’hiver',
  text: 'Trois semaines de défis.',
  imageUrl: '/campaigns/winter.png',
  buttonLabel: 'Participer',
  buttonUrl: '/promotions',
  isActive: true,
};

const playerPopup = (sysname: string, locale: 'en' | 'fr') =>
  callApi(t.app, 'GET', 'popups/get', { sysname }, { locale });

describe('popups/save', () => {
  it('creates a popup players are shown in its language, edits it, and audits both', async () => {
    const created = dataOf<PopupRow>(
      await callBackoffice(t, 'popups/save', popup, { cookie: content.cookie }),
    );
    expect(created).toMatchObject({ sysname: 'winter-race', locale: 'fr', isActive: true });
    expect(dataOf(await playerPopup('winter-race', 'fr'))).toMatchObject({
      title: 'La course d’hiver',
      button: { label: 'Participer', url: '/promotions' },
    });

    await callBackoffice(
      t,
      'popups/save',
      { ...popup, buttonLabel: '', buttonUrl: '', isActive: false },
      {
        cookie: content.cookie,
      },
    );
    // Switched off: players are told there is no such popup.
    expect(errorOf(await playerPopup('winter-race', 'fr'), 'InvalidRequestException', 400).code).toBe(
      'POPUP_NOT_FOUND',
    );

    const listed = dataOf<{ items: PopupRow[] }>(
      await callBackoffice(t, 'popups/list', {}, { cookie: content.cookie }),
    );
    expect(listed.items.find((p) => p.sysname === 'winter-race')).toMatchObject({ isActive: false });

    const audit = dataOf<{ items: AuditEntry[] }>(
      await callBackoffice(
        t,
        'audit/search',
        { targetType: 'popup', targetId: 'fr/winter-race' },
        { cookie: (await operatorSession(t, 'administrator')).cookie },
      ),
    );
    expect(audit.items.map((entry) => entry.action)).toEqual(['popup.save', 'popup.save']);
    expect(audit.items[0]).toMatchObject({
      operatorId: content.id,
      before: { isActive: true, buttonLabel: 'Participer' },
      after: { isActive: false, buttonLabel: '' },
    });
    expect(audit.items[1]).toMatchObject({ before: null, after: { title: 'La course d’hiver' } });

    // The same entries as CSV, in the operator's language, with the filters of the list.
    const csv = await callBackoffice(
      t,
      'audit/export',
      { targetType: 'popup', targetId: 'fr/winter-race' },
      { cookie: (await operatorSession(t, 'administrator', 'fr')).cookie },
    );
    expect(csv.status).toBe(200);
    expect(csv.response.headers['content-disposition']).toMatch(
      /filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = csv.response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Id,Quand (UTC),Opérateur,Action,Type de cible,Cible,Avant,Après');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('popup.save,popup,fr/winter-race');
  });

  it('refuses hostile or oversized input and a half-made button, writing nothing', async () => {
    const before = await databaseState(t.database.db);
    for (const changes of [
      { buttonUrl: 'javascript:alert(1)' },
      { imageUrl: 'http://plain.example/x.png' },
      { buttonLabel: '' },
      { sysname: 'Bad Name' },
      { title: 'x'.repeat(121) },
      { text: '' },
      { locale: 'de' },
      { extra: 1 },
    ]) {
      errorOf(
        await callBackoffice(
          t,
          'popups/save',
          { ...popup, sysname: 'refused', ...changes },
          {
            cookie: content.cookie,
          },
        ),
        'InvalidParameterException',
        400,
      );
    }
    expect(await databaseState(t.database.db)).toEqual(before);
  });

  it('is refused to an operator without content.manage', async () => {
    const before = await databaseState(t.database.db);
    errorOf(
      await callBackoffice(t, 'popups/save', popup, { cookie: finance.cookie }),
      'AccessDeniedException',
      403,
    );
    errorOf(
      await callBackoffice(t, 'popups/list', {}, { cookie: finance.cookie }),
      'AccessDeniedException',
      403,
    );
    expect(await databaseState(t.database.db)).toEqual(before);
  });
});

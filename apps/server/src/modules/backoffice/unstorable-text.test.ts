import { formatRuleFailure } from '@jeton/domain';
import { BACKOFFICE_METHODS, type BackofficeMethodName } from '@jeton/domain/backoffice';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, type TestApp, uniqueIp } from '../../testing/app.js';
import { dataOf, expectFieldErrors } from '../../testing/expect-api.js';
import { fieldOf, sampleInput, textPaths, withValueAt } from '../../testing/schema-text-fields.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { WriteWatch } from '../../testing/write-watch.js';
import { callBackoffice, operatorSession } from './backoffice-testing.js';

// Text the database cannot store (decision 0085) in every field of every back-office method that
// takes text, in an input otherwise of the method's shape: refused with InvalidParameterException
// naming that field, never a 500, nothing written. The table is built from the contract's schemas,
// so a method added later is covered without touching this file.

/** The probe's value (issue 28), a half of a surrogate pair, and a terminal escape. */
const HOSTILE = ['é𝒳\u0000', 'é\uD800', 'é\u001B[2J'];
const MESSAGE = formatRuleFailure({ key: 'storableText' }, 'en');

let t: TestApp;
let watch: WriteWatch;
shareTestApp((app) => {
  t = app;
  watch = new WriteWatch(app.database.db);
});

let administrator: string;
beforeAll(async () => {
  administrator = (await operatorSession(t, 'administrator')).cookie;
});

const METHODS = (Object.keys(BACKOFFICE_METHODS) as BackofficeMethodName[])
  .map((name) => ({ name, paths: textPaths(BACKOFFICE_METHODS[name].input) }))
  .filter(({ paths }) => paths.length > 0);

it('covers the methods that take text, the notes and reasons among them', () => {
  const names = METHODS.map(({ name }) => name);
  expect(names).toEqual(expect.arrayContaining(['players/adjustBalance', 'players/addNote', 'chat/reply']));
});

describe.each(METHODS)('$name', ({ name, paths }) => {
  const sample = sampleInput(BACKOFFICE_METHODS[name].input);
  // Each method from its own address: the table would exceed one address's budget a minute.
  const remoteAddress = uniqueIp();

  it.each(paths.map((path) => ({ path, field: fieldOf(path) })))(
    'refuses unstorable text in $field, writing nothing',
    async ({ path, field }) => {
      for (const text of HOSTILE) {
        await watch.mark();
        const input = withValueAt(sample, path, text);
        const answer = await callBackoffice(t, name, input, { cookie: administrator, remoteAddress });
        expectFieldErrors(answer, { [field]: MESSAGE });
        await watch.expectUnchanged(JSON.stringify(text));
      }
    },
  );
});

describe('the probe of issue 28', () => {
  it("answers players/adjustBalance's NUL reason in the operator's language", async () => {
    const french = (await operatorSession(t, 'administrator', 'fr')).cookie;
    const input = withValueAt(
      sampleInput(BACKOFFICE_METHODS['players/adjustBalance'].input),
      ['reason'],
      'é𝒳\u0000',
    );
    const answer = await callBackoffice(t, 'players/adjustBalance', input, { cookie: french });
    expectFieldErrors(answer, { reason: formatRuleFailure({ key: 'storableText' }, 'fr') });
  });

  it('keeps tabs, line breaks and any printable Unicode, as typed', async () => {
    const { uid } = await registerPlayer(t.app);
    const text = 'Line one\r\n\tZoë 😀 \u202e مرحبا';
    dataOf(await callBackoffice(t, 'players/addNote', { id: uid, text }, { cookie: administrator }));
    const detail = dataOf<{ notes: { text: string }[] }>(
      await callBackoffice(t, 'players/get', { id: uid }, { cookie: administrator }),
    );
    expect(detail.notes.map((note) => note.text)).toEqual([text]);
  });
});

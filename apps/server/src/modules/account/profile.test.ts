import { schema } from '@jeton/db';
import { COUNTRIES } from '@jeton/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, registerPlayer, type TestApp } from '../../testing/app.js';
import { dataOf, errorOf, expectFieldErrors } from '../../testing/expect-api.js';
import { tableCounts } from '../../testing/tables.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Player = Awaited<ReturnType<typeof registerPlayer>>;

const getProfile = (player: Player, fields?: string) =>
  callApi(t.app, 'GET', 'account/getprofileinfo', { fields }, { cookie: player.cookie });
const save = (player: Player, form: Record<string, string | number>, locale = 'en') =>
  callApi(t.app, 'POST', 'account/saveProfileInfo', form, { cookie: player.cookie, locale });

const EMPTY_FIELDS = {
  first_name: '',
  last_name: '',
  sex: 0,
  birth_date: '',
  document_number: '',
  country: '',
  country_code: '',
  region: '',
  home_town: '',
  address: '',
  postcode: '',
};

const FULL_FORM = {
  first_name: 'Jean-Luc',
  last_name: "O'Connor",
  sex: 1,
  birth_date: '14.07.1990',
  document_type: 'cpf',
  document_number: '123.456.789-09',
  country: 'France',
  country_code: 'FR',
  region: 'Île-de-France',
  home_town: 'Paris',
  address: '12 rue de la Paix, bât. 3/4',
  postcode: '75002',
};

/** dd.mm.yyyy of the test clock's day, some years back, moved by some days. */
function day(yearsAgo: number, daysLater = 0): string {
  const now = t.clock.now();
  const d = new Date(
    Date.UTC(now.getUTCFullYear() - yearsAgo, now.getUTCMonth(), now.getUTCDate() + daysLater),
  );
  return `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()}`;
}

describe('account/getprofileinfo', () => {
  it("answers a new player's empty profile fields, without sections unless asked", async () => {
    const player = await registerPlayer(t.app);
    expect(dataOf(await getProfile(player))).toEqual(EMPTY_FIELDS);
  });

  it('adds contacts and document with fields=contacts,document', async () => {
    const player = await registerPlayer(t.app, { notify: '1' });
    expect(dataOf(await getProfile(player, 'contacts,document'))).toEqual({
      ...EMPTY_FIELDS,
      contacts: {
        email: { value: player.login, is_confirmed: true, is_subscribed: true },
        phone: { value: '', is_confirmed: false, is_subscribed: false, phone_country_code: '' },
      },
      document: { type: '', number: '' },
    });
    const onlyDocument = dataOf(await getProfile(player, 'document'));
    expect(onlyDocument).toHaveProperty('document');
    expect(onlyDocument).not.toHaveProperty('contacts');
  });

  it('refuses an unknown section or an oversized list', async () => {
    const player = await registerPlayer(t.app);
    const unknown = await getProfile(player, 'contacts,passwords');
    expect(errorOf(unknown, 'InvalidParameterException', 400).data?.fields).toEqual({
      fields: 'Choose one of the options',
    });
    expectFieldErrors(await getProfile(player, 'contacts,'.repeat(10)), {
      fields: 'Use no more than 64 characters',
    });
  });
});

describe('account/saveProfileInfo', () => {
  savingChecks();
  profileRefusalChecks();
});

/** What is saved and read back. */
function savingChecks() {
  it('answers 1, and the profile reads back what was saved', async () => {
    const player = await registerPlayer(t.app);
    expect(dataOf(await save(player, FULL_FORM))).toBe(1);
    const { document_type: _type, ...fields } = FULL_FORM;
    expect(dataOf(await getProfile(player, 'document'))).toEqual({
      ...fields,
      document: { type: 'cpf', number: '123.456.789-09' },
    });
    // The country code is the account's own.
    const info = await callApi(t.app, 'GET', 'account/getInfo', {}, { cookie: player.cookie });
    expect(dataOf(info)).toMatchObject({ country_code: 'FR' });
  });

  it('changes only the fields it is sent', async () => {
    const player = await registerPlayer(t.app);
    dataOf(await save(player, FULL_FORM));
    dataOf(await save(player, { home_town: 'Lyon', postcode: '69001' }));
    expect(dataOf(await getProfile(player))).toMatchObject({
      first_name: 'Jean-Luc',
      home_town: 'Lyon',
      postcode: '69001',
      country_code: 'FR',
    });
  });

  it('shows the document number in the profile fields only for a cpf', async () => {
    const player = await registerPlayer(t.app);
    dataOf(await save(player, { document_type: 'passport', document_number: 'AB 123456' }));
    expect(dataOf(await getProfile(player, 'document'))).toMatchObject({
      document_number: '',
      document: { type: 'passport', number: 'AB 123456' },
    });
  });

  it('accepts an empty region, which the form marks optional', async () => {
    const player = await registerPlayer(t.app);
    dataOf(await save(player, FULL_FORM));
    const fields = dataOf<{ items: { name: string; required: boolean }[] }>(
      await callApi(t.app, 'GET', 'account/getPersonalDataFields'),
    ).items;
    expect(fields.find((f) => f.name === 'region')?.required).toBe(false);
    expect(dataOf(await save(player, { ...FULL_FORM, region: '' }))).toBe(1);
    expect(dataOf(await getProfile(player))).toMatchObject({ region: '', home_town: 'Paris' });
  });

  it('accepts an adult born 18 years ago today, by the server clock', async () => {
    // A year on from the real date: the bounds must follow the clock of the services.
    t.clock.advance(366 * 24 * 3_600_000);
    const player = await registerPlayer(t.app);
    dataOf(await save(player, { birth_date: day(18) }));
    expect(dataOf(await getProfile(player))).toMatchObject({ birth_date: day(18) });
    expectFieldErrors(await save(player, { birth_date: day(18, 1) }), {
      birth_date: `Enter a date between ${day(120)} and ${day(18)}`,
    });
  });
}

/** Refused fields and under-age birth dates. */
function profileRefusalChecks() {
  it.each<[string, Record<string, string | number>, Record<string, string>, Record<string, string>]>([
    [
      'digits in the first name',
      { first_name: 'Jean2' },
      { first_name: 'Use only letters in a name' },
      { first_name: 'Utilisez uniquement des lettres dans le nom' },
    ],
    [
      'a symbol in the last name',
      { last_name: 'Dupont@' },
      { last_name: 'Use only letters in a name' },
      { last_name: 'Utilisez uniquement des lettres dans le nom' },
    ],
    [
      'an empty first name',
      { first_name: '' },
      { first_name: 'Please fill in this field' },
      { first_name: 'Veuillez remplir ce champ' },
    ],
    [
      'an oversized first name',
      { first_name: 'J'.repeat(101) },
      { first_name: 'Use no more than 100 characters' },
      { first_name: 'Saisissez 100 caractères au plus' },
    ],
    [
      'a malformed birth date',
      { birth_date: '1990-07' },
      { birth_date: 'Enter the date as dd.mm.yyyy' },
      { birth_date: 'Saisissez la date au format jj.mm.aaaa' },
    ],
    [
      'an impossible birth date',
      { birth_date: '31.02.1990' },
      { birth_date: 'Enter the date as dd.mm.yyyy' },
      { birth_date: 'Saisissez la date au format jj.mm.aaaa' },
    ],
    ['a sex out of range', { sex: 3 }, { sex: 'Check this value' }, { sex: 'Vérifiez cette valeur' }],
    ['a sex not a number', { sex: 'female' }, { sex: 'Check this value' }, { sex: 'Vérifiez cette valeur' }],
    [
      'an unknown country code',
      { country_code: 'XX' },
      { country_code: 'Check this value' },
      { country_code: 'Vérifiez cette valeur' },
    ],
    [
      'a symbol in the address',
      { address: '12 rue <b>' },
      { address: 'Remove the special characters from the address' },
      { address: 'Retirez les caractères spéciaux de l’adresse' },
    ],
    [
      'a postcode of letters',
      { postcode: 'SW1A' },
      { postcode: 'Check the postcode' },
      { postcode: 'Vérifiez le code postal' },
    ],
    [
      'a postcode of 9 digits',
      { postcode: '123456789' },
      { postcode: 'Check the postcode' },
      { postcode: 'Vérifiez le code postal' },
    ],
    [
      'an unknown document type',
      { document_type: 'visa' },
      { document_type: 'Choose one of the options' },
      { document_type: 'Choisissez une des options' },
    ],
    [
      'an oversized document number',
      { document_number: '1'.repeat(33) },
      { document_number: 'Use no more than 32 characters' },
      { document_number: 'Saisissez 32 caractères au plus' },
    ],
    [
      'a name as a list',
      { 'first_name[]': 'Jean' },
      { first_name: 'Check this value' },
      { first_name: 'Vérifiez cette valeur' },
    ],
  ])('refuses %s with field errors, saving nothing', async (_name, form, en, fr) => {
    const player = await registerPlayer(t.app);
    dataOf(await save(player, { first_name: 'Before' }));
    const [before] = await t.services.db
      .select()
      .from(schema.userProfiles)
      .where(eq(schema.userProfiles.userId, player.uid));
    const counts = await tableCounts(t.services.db);
    // A valid field beside the wrong one is not saved either.
    expectFieldErrors(await save(player, { home_town: 'Lyon', ...form }), en);
    expectFieldErrors(await save(player, { home_town: 'Lyon', ...form }, 'fr'), fr);
    const [after] = await t.services.db
      .select()
      .from(schema.userProfiles)
      .where(eq(schema.userProfiles.userId, player.uid));
    expect(after).toEqual(before);
    expect(await tableCounts(t.services.db)).toEqual(counts);
  });

  it('refuses a birth date under 18 years with the range', async () => {
    const player = await registerPlayer(t.app);
    const result = await save(player, { birth_date: day(10) });
    expectFieldErrors(result, { birth_date: `Enter a date between ${day(120)} and ${day(18)}` });
    expectFieldErrors(await save(player, { birth_date: day(10) }, 'fr'), {
      birth_date: `Saisissez une date entre le ${day(120)} et le ${day(18)}`,
    });
    expectFieldErrors(await save(player, { birth_date: day(121) }), {
      birth_date: `Enter a date between ${day(120)} and ${day(18)}`,
    });
    expect(dataOf(await getProfile(player))).toMatchObject({ birth_date: '' });
  });
}

describe('account/getPersonalDataFields', () => {
  it('lists the fields of the personal data form, in order, with their rules', async () => {
    const data = dataOf<{ items: { name: string; type: string; required: boolean }[]; total: number }>(
      await callApi(t.app, 'GET', 'account/getPersonalDataFields'),
    );
    expect(data.items.map((f) => f.name)).toEqual([
      'first_name',
      'last_name',
      'sex',
      'birth_date',
      'country_code',
      'region',
      'home_town',
      'address',
      'postcode',
      'document_type',
      'document_number',
    ]);
    expect(data.total).toBe(data.items.length);
    expect(data.items[0]).toEqual({ name: 'first_name', type: 'name', required: true });
    expect(data.items.find((f) => f.name === 'sex')).toMatchObject({ type: 'select', options: [0, 1, 2] });
    expect(data.items.find((f) => f.name === 'country_code')).toMatchObject({
      options: COUNTRIES.map((c) => c.code),
    });
  });
});

describe('account/getContactPhoneSettings', () => {
  type Settings = {
    default_country_code: string;
    countries: { code: string; dial_code: string; name: string }[];
  };

  it('answers the dialling codes with English names', async () => {
    const data = dataOf<Settings>(await callApi(t.app, 'GET', 'account/getContactPhoneSettings'));
    expect(data.default_country_code).toBe('GB');
    expect(data.countries).toHaveLength(COUNTRIES.length);
    expect(data.countries).toContainEqual({ code: 'DE', dial_code: '+49', name: 'Germany' });
    expect(data.countries).toContainEqual({ code: 'FR', dial_code: '+33', name: 'France' });
  });

  it('names the countries in French with locale=fr, France first choice', async () => {
    const data = dataOf<Settings>(
      await callApi(t.app, 'GET', 'account/getContactPhoneSettings', {}, { locale: 'fr' }),
    );
    expect(data.default_country_code).toBe('FR');
    expect(data.countries).toContainEqual({ code: 'DE', dial_code: '+49', name: 'Allemagne' });
    expect(data.countries).toContainEqual({ code: 'GB', dial_code: '+44', name: 'Royaume-Uni' });
    expect(data.countries).toContainEqual({ code: 'CI', dial_code: '+225', name: "Côte d'Ivoire" });
  });

  it("defaults to the player's own country", async () => {
    const player = await registerPlayer(t.app);
    dataOf(await save(player, { country_code: 'BE' }));
    const data = dataOf<Settings>(
      await callApi(
        t.app,
        'GET',
        'account/getContactPhoneSettings',
        {},
        { cookie: player.cookie, locale: 'fr' },
      ),
    );
    expect(data.default_country_code).toBe('BE');
    expect(data.countries).toContainEqual({ code: 'BE', dial_code: '+32', name: 'Belgique' });
  });
});

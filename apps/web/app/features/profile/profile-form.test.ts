import type { ProfileInfo } from '@jeton/domain';
import { describe, expect, it } from 'vitest';
import {
  changedFields,
  initialState,
  isDirty,
  safeReturnPath,
  validateAll,
  valuesOf,
  withdrawalGaps,
} from './profile-form.js';

const today = new Date(Date.UTC(2026, 10, 24));

const empty: ProfileInfo = {
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
  contacts: {
    email: { value: 'a@example.com', is_confirmed: false, is_subscribed: false },
    phone: { value: '', is_confirmed: false, is_subscribed: false, phone_country_code: '' },
  },
  document: { type: '', number: '' },
};

describe('the profile form', () => {
  it('checks every field by the shared rules, in the locale', () => {
    const state = initialState(valuesOf(empty));
    state.first_name = { value: 'Ann3', error: null, dirty: true };
    state.birth_date = { value: '01.01.2010', error: null, dirty: true };
    state.document_type = { value: 'passport', error: null, dirty: true };
    const { state: checked, valid } = validateAll(state, today, 'fr');
    expect(valid).toBe(false);
    expect(checked.first_name.error).toBe('Utilisez uniquement des lettres dans le nom');
    expect(checked.last_name.error).toBe('Veuillez remplir ce champ');
    expect(checked.sex.error).toBe('Veuillez remplir ce champ');
    expect(checked.birth_date.error).toBe('Saisissez une date entre le 24.11.1906 et le 24.11.2008');
    expect(checked.document_number.error).toBe('Veuillez remplir ce champ');
    expect(checked.region.error).toBeNull();
    expect(checked.postcode.error).toBe('Veuillez remplir ce champ');
  });

  it('passes a complete adult profile and sends only what changed', () => {
    const state = initialState(
      valuesOf({ ...empty, first_name: 'Ann', last_name: "O'Neil", sex: 2, country_code: 'FR' }),
    );
    expect(isDirty(state)).toBe(false);
    state.birth_date = { value: '24.11.2008', error: null, dirty: true };
    state.home_town = { value: ' Lyon ', error: null, dirty: true };
    state.address = { value: '3 rue de la Paix', error: null, dirty: true };
    state.postcode = { value: '69001', error: null, dirty: true };
    expect(validateAll(state, today, 'en').valid).toBe(true);
    expect(isDirty(state)).toBe(true);
    expect(changedFields(state)).toEqual({
      birth_date: '24.11.2008',
      home_town: 'Lyon',
      address: '3 rue de la Paix',
      postcode: '69001',
    });
  });

  it('sends the document type and number together, and clears the number with the type', () => {
    const state = initialState(valuesOf({ ...empty, document: { type: 'passport', number: 'X1' } }));
    state.document_type = { value: '', error: null, dirty: true };
    expect(changedFields(state)).toEqual({ document_type: '', document_number: '' });
  });
});

describe('withdrawalGaps', () => {
  it("names the unconfirmed login contact first, then the payee's missing fields", () => {
    expect(withdrawalGaps('a@example.com', { ...empty, last_name: 'Doe' }, empty.contacts)).toEqual([
      { kind: 'contact', channel: 'email', contact: 'a@example.com' },
      { kind: 'profile', fields: ['first_name', 'birth_date'] },
    ]);
    const confirmed = { ...empty.contacts, email: { ...empty.contacts.email, is_confirmed: true } };
    const full = { first_name: 'A', last_name: 'B', birth_date: '01.01.1990' };
    expect(withdrawalGaps('a@example.com', full, confirmed)).toEqual([]);
  });

  it('asks a phone player who added an email to confirm the email, as the server does', () => {
    const full = { first_name: 'A', last_name: 'B', birth_date: '01.01.1990' };
    const phoneOnly = {
      email: { ...empty.contacts.email, value: '' },
      phone: { ...empty.contacts.phone, value: '+33612345678', is_confirmed: true },
    };
    expect(withdrawalGaps('33612345678', full, phoneOnly)).toEqual([]);
    const withEmail = { ...phoneOnly, email: { ...empty.contacts.email, value: 'b@example.com' } };
    expect(withdrawalGaps('33612345678', full, withEmail)).toEqual([
      { kind: 'contact', channel: 'email', contact: 'b@example.com' },
    ]);
  });
});

describe('safeReturnPath', () => {
  it('keeps paths of this site and refuses others', () => {
    expect(safeReturnPath('/fr/cashier/withdraw')).toBe('/fr/cashier/withdraw');
    for (const bad of [null, '', 'https://evil.test', '//evil.test', '/\\evil.test', 'javascript:alert(1)']) {
      expect(safeReturnPath(bad)).toBeNull();
    }
  });
});

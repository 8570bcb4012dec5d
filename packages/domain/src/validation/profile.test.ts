import { describe, expect, it } from 'vitest';
import { adultBirthDate, type ProfileFormValues, profileFieldFailure } from './profile.js';

const today = new Date(Date.UTC(2026, 1, 28));

const complete: ProfileFormValues = {
  first_name: 'Anne',
  last_name: "O'Neil-Martin",
  sex: '2',
  birth_date: '14.07.1990',
  document_type: '',
  document_number: '',
  country_code: 'FR',
  region: '',
  home_town: 'Lyon',
  address: '3 rue de la Paix, bât. B/2',
  postcode: '69001',
};

const failureOf = (name: keyof ProfileFormValues, value: string, values = complete) =>
  profileFieldFailure(name, { ...values, [name]: value }, today);

describe('the profile rules (spec section 5)', () => {
  it('passes a complete profile', () => {
    for (const name of Object.keys(complete) as (keyof ProfileFormValues)[]) {
      expect(profileFieldFailure(name, complete, today), name).toBeNull();
    }
  });

  it('refuses digits and listed symbols in names, and empty names', () => {
    expect(failureOf('first_name', 'Anne3')).toEqual({ key: 'name' });
    expect(failureOf('last_name', 'Doe<script>')).toEqual({ key: 'name' });
    expect(failureOf('last_name', '  ')).toEqual({ key: 'required' });
  });

  it('asks for an adult born at most 120 years ago, in dd.mm.yyyy', () => {
    expect(failureOf('birth_date', '28.02.2008')).toBeNull();
    expect(failureOf('birth_date', '29.02.2008')).toMatchObject({ key: 'dateRange' });
    expect(failureOf('birth_date', '27.02.1906')).toMatchObject({ key: 'dateRange' });
    expect(failureOf('birth_date', '31.02.1990')).toEqual({ key: 'date' });
    expect(failureOf('birth_date', '1990-07-14')).toEqual({ key: 'date' });
    expect(adultBirthDate(today)('')).toEqual({ key: 'required' });
  });

  it('requires a sex, a country, a town, an address and a post code; the region is optional', () => {
    expect(failureOf('sex', '')).toEqual({ key: 'required' });
    expect(failureOf('sex', '0')).toEqual({ key: 'required' });
    expect(failureOf('country_code', '')).toEqual({ key: 'required' });
    expect(failureOf('home_town', '')).toEqual({ key: 'required' });
    expect(failureOf('address', 'rue {x}')).toEqual({ key: 'address' });
    expect(failureOf('postcode', '123456789')).toEqual({ key: 'postcode' });
    expect(failureOf('postcode', '75 001')).toEqual({ key: 'postcode' });
    expect(failureOf('region', '')).toBeNull();
    expect(failureOf('region', 'Rhône <b>')).toEqual({ key: 'address' });
  });

  it('asks for a document number only once a document type is chosen', () => {
    expect(failureOf('document_number', '')).toBeNull();
    const withPassport = { ...complete, document_type: 'passport' };
    expect(failureOf('document_number', '', withPassport)).toEqual({ key: 'required' });
    expect(failureOf('document_number', '12AB-34.5', withPassport)).toBeNull();
    expect(failureOf('document_number', '12<AB>', withPassport)).toEqual({ key: 'custom' });
  });
});

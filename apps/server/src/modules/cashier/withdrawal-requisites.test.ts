import { describe, expect, it } from 'vitest';
import { checkRequisites, maskRequisites, normalizeIban } from './withdrawal-requisites.js';

describe('normalizeIban', () => {
  it.each([
    ['FR76 3000 6000 0112 3456 7890 189', 'FR7630006000011234567890189'],
    ['de89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
    ['GB29NWBK60161331926819', 'GB29NWBK60161331926819'],
  ])('accepts %s', (input, iban) => {
    expect(normalizeIban(input)).toBe(iban);
  });

  it.each([
    'FR76 3000 6000 0112 3456 7890 188', // one digit off: mod 97 fails
    'GB28NWBK60161331926819',
    'FR76',
    '7630006000011234567890189',
    'FR76-3000-6000-0112-3456-7890-189',
    '',
  ])('refuses %j', (input) => {
    expect(normalizeIban(input)).toBeNull();
  });
});

describe('checkRequisites', () => {
  it('asks nothing of a card withdrawal', () => {
    expect(checkRequisites('none', 'anything')).toEqual({ value: '' });
  });

  it('requires and checks each kind', () => {
    expect(checkRequisites('iban', '  ')).toEqual({ failure: { key: 'required' } });
    expect(checkRequisites('wallet_email', 'Ada@Wallet.example')).toEqual({ value: 'ada@wallet.example' });
    expect(checkRequisites('wallet_email', 'ada@')).toEqual({ failure: { key: 'email' } });
    expect(checkRequisites('crypto_address', '0x52908400098527886E0F7030069857D2E4169EE7')).toEqual({
      value: '0x52908400098527886E0F7030069857D2E4169EE7',
    });
    expect(checkRequisites('crypto_address', '0x5290')).toEqual({ failure: { key: 'custom' } });
    expect(checkRequisites('crypto_address', '<script>')).toEqual({ failure: { key: 'custom' } });
  });
});

describe('maskRequisites', () => {
  it('keeps the ends of an IBAN or address, and e-mails and short values whole', () => {
    expect(maskRequisites('FR7630006000011234567890189')).toBe('FR76…0189');
    expect(maskRequisites('ada@wallet.example')).toBe('ada@wallet.example');
    expect(maskRequisites('')).toBe('');
  });
});

import { DEFAULT_CASHIER_CONFIG } from '@jeton/domain';
import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from '../../i18n/all-catalogues.js';
import { cashierErrorView } from './cashier-error.js';

const { en, fr } = ALL_MESSAGES;

describe('cashier error view', () => {
  it('names the error type in the player language', () => {
    const error = { type: 'WithdrawalLimitsExceededException', message: 'x' };
    expect(cashierErrorView(error, en.cashier.errors, DEFAULT_CASHIER_CONFIG).text).toBe(
      en.cashier.errors.WithdrawalLimitsExceededException,
    );
    expect(cashierErrorView(error, fr.cashier.errors, DEFAULT_CASHIER_CONFIG).text).toBe(
      fr.cashier.errors.WithdrawalLimitsExceededException,
    );
  });

  it('adds the config link button for an unconfirmed contact and for KYC', () => {
    const contact = cashierErrorView(
      { type: 'UserNeedConfirmContactException', message: '' },
      en.cashier.errors,
      DEFAULT_CASHIER_CONFIG,
    );
    expect(contact.link).toEqual({ label: en.cashier.errors.links.confirm, to: '/profile/settings' });
    const kyc = cashierErrorView({ type: 'KycWithdrawalException', message: '' }, en.cashier.errors, {
      errorLinks: { KycWithdrawalException: '/profile/verification' },
    });
    expect(kyc.link?.to).toBe('/profile/verification');
    // No link in the config: the message alone.
    expect(
      cashierErrorView({ type: 'KycWithdrawalException', message: '' }, en.cashier.errors, { errorLinks: {} })
        .link,
    ).toBeUndefined();
  });

  it('says how much can still be deposited under the limit', () => {
    const view = cashierErrorView(
      { type: 'BillingDepositLimitExceededException', message: '', data: { available_amount: 40 } },
      en.cashier.errors,
      DEFAULT_CASHIER_CONFIG,
      (amount) => `€${amount}`,
    );
    expect(view.text).toBe('This deposit is above your deposit limit. You can deposit up to €40 now.');
  });

  it('falls back to a generic text for anything else', () => {
    expect(
      cashierErrorView({ type: 'Nope', message: '' }, en.cashier.errors, DEFAULT_CASHIER_CONFIG).text,
    ).toBe(en.cashier.errors.generic);
  });
});

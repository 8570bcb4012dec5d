import { describe, expect, it } from 'vitest';
import { isTransactionId, pageForStatus, payPagePath } from './pay-outcome.js';

describe('pay outcome', () => {
  it('maps a payment status to its result page', () => {
    expect(pageForStatus('success')).toBe('paysuccess');
    expect(pageForStatus('fail')).toBe('payfail');
    expect(pageForStatus('cancel')).toBe('paycancel');
    expect(pageForStatus('pending')).toBe('paypending');
    expect(pageForStatus('created')).toBe('paypending');
  });

  it('puts the transaction in the path except for a cancel', () => {
    expect(payPagePath('paysuccess', 12)).toBe('/cashier/paysuccess/12');
    expect(payPagePath('paycancel', 12)).toBe('/cashier/paycancel');
  });

  it('asks the API only about ids it accepts', () => {
    expect(isTransactionId('1001')).toBe(true);
    expect(isTransactionId('0')).toBe(false);
    expect(isTransactionId('12a')).toBe(false);
    expect(isTransactionId(undefined)).toBe(false);
    expect(isTransactionId('1234567890123456')).toBe(false);
  });
});

/** The payment result pages (spec section 2 system pages, section 4 payment outcomes). */
export type PayPage = 'paysuccess' | 'payfail' | 'paypending' | 'paycancel';

/** The page a payment's status belongs on; `created` has not reached the provider's answer yet. */
export function pageForStatus(status: string): PayPage {
  if (status === 'success') return 'paysuccess';
  if (status === 'fail') return 'payfail';
  if (status === 'cancel') return 'paycancel';
  return 'paypending';
}

/** The path of that page for a transaction; paycancel has no transaction segment. */
export function payPagePath(page: PayPage, transaction: number | string): string {
  return page === 'paycancel' ? '/cashier/paycancel' : `/cashier/${page}/${transaction}`;
}

/** A transaction segment the API can be asked about: a positive integer, as getdepositinfo takes it. */
export function isTransactionId(value: string | undefined): value is string {
  return typeof value === 'string' && /^[1-9]\d{0,14}$/.test(value);
}

/** How often the pending page asks again, and for how long before it stops and says so. */
export const PAY_POLL_MS = 2_000;
export const PAY_POLL_LIMIT = 150;

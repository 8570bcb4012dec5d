import type { RouterContextProvider } from 'react-router';
import { getDepositInfo, getHistory, type PaymentInfo } from '../../api/cashier.js';
import { isTransactionId } from './pay-outcome.js';
import { type Settled, serverCallOptions, settle } from './server-calls.js';

export interface ReceiptData {
  /** The payment, or null when there is none to show (no payments yet, or not the player's). */
  payment: Settled<PaymentInfo | null>;
  /** Whether the address named a payment (its absence is then "not found", not "no payments yet"). */
  asked: boolean;
}

/**
 * /cashier/receipt?id=N: that payment (getdepositinfo answers the player's deposits and withdrawals
 * alike, decision 0014); without an id, the player's latest payment.
 */
export async function loadReceipt(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<ReceiptData> {
  const options = serverCallOptions(args);
  const id = new URL(args.request.url).searchParams.get('id') ?? undefined;
  if (id === undefined) {
    const latest = getHistory({ type: 'all', offset: 0, count: 1 }, options).then(
      (page) => page.items[0] ?? null,
    );
    return { asked: false, payment: await settle(latest) };
  }
  if (!isTransactionId(id)) return { asked: true, payment: { ok: true, data: null } };
  const payment = await settle(getDepositInfo(id, options));
  // Another player's payment, or none with that number: not found, said plainly.
  if (!payment.ok && payment.error.type === 'InvalidParameterException') {
    return { asked: true, payment: { ok: true, data: null } };
  }
  return { asked: true, payment };
}

import { cashierAnswers, PAYMENT_STATUSES } from '@jeton/domain';
import { z } from 'zod';
import { declared } from '../../api/declared-errors.js';
import { defineApiModule, type MethodDefiner } from '../../api/method.js';
import { queryInteger } from '../../api/query-fields.js';
import type { UserRow } from '../../sessions/session-service.js';
import type { FraudService } from '../fraud/fraud-service.js';
import { CASHIER_ERRORS } from './cashier-errors.js';
import type { CashierService } from './cashier-service.js';
import type { WithdrawalService } from './withdrawal-service.js';

/** History page size per tab (spec section 9). */
const HISTORY_PAGE_SIZE = 4;

// cashier: deposits, withdrawals and their history (spec section 7).

/** A payment id as the query or form sends it: a positive integer of up to 15 digits. */
const idField = z
  .string()
  .regex(/^[1-9]\d{0,14}$/)
  .transform(Number);

/** statuses: one or more of the payment statuses, as `a,b` or repeated `statuses[]`. */
const statusesField = z
  .union([z.string().max(200), z.array(z.string().max(20)).max(PAYMENT_STATUSES.length)])
  .optional()
  .transform((value) =>
    value === undefined
      ? []
      : (Array.isArray(value) ? value : value.split(','))
          .map((status) => status.trim())
          .filter((status) => status !== ''),
  )
  .pipe(z.array(z.enum(PAYMENT_STATUSES)).max(PAYMENT_STATUSES.length))
  .transform((list) => (list.length === 0 ? null : [...new Set(list)]));

/** The services this module's handlers use, handed in by its module.ts. */
export interface CashierApiDeps {
  cashier: CashierService;
  withdrawals: WithdrawalService;
  fraud: FraudService;
}

export const cashierApi = defineApiModule<CashierApiDeps>()({
  methods: (defineMethod) => [...depositMethods(defineMethod), ...withdrawalMethods(defineMethod)],
});

/** Deposits and the payment history. */
function depositMethods(defineMethod: MethodDefiner<CashierApiDeps>) {
  return [
    defineMethod({
      service: 'cashier',
      method: 'getdepositsettings',
      http: 'GET',
      access: 'player',
      errors: [],
      summary: "Deposit methods open to the player's currency, their limits, presets and currency symbols",
      input: z.object({}),
      output: cashierAnswers.getdepositsettings,
      handler: async ({ deps, session, locale }) =>
        deps.cashier.depositSettings(session!.user.currency, locale),
    }),
    defineMethod({
      service: 'cashier',
      method: 'makedeposit',
      http: 'POST',
      access: 'player',
      errors: declared(CASHIER_ERRORS, 'DEPOSIT_LIMIT', 'SELF_EXCLUDED', 'TIME_OUT'),
      summary: "Opens a deposit; answers its id and the provider's payment page to send the player to",
      input: z.object({
        method: z.string().trim().min(1).max(64),
        amount: z.string().max(32),
        /** The deposit offer chosen with it; -1 (the default) for none. */
        campaign_offer_id: z
          .string()
          .regex(/^(-1|[1-9]\d{0,14})$/)
          .optional()
          .default('-1')
          .transform(Number),
      }),
      output: cashierAnswers.makedeposit,
      handler: async ({ deps, session, input, locale, request }) => {
        const user = session!.user;
        const deposit = await deps.cashier.makeDeposit(
          { id: user.id, currency: user.currency },
          input,
          locale,
        );
        await screenPayment(deps.fraud, 'deposit', user, deposit.id, input.amount, request.ip);
        return deposit;
      },
    }),
    defineMethod({
      service: 'cashier',
      method: 'getdepositinfo',
      http: 'GET',
      access: 'player',
      errors: [],
      summary: "One of the player's deposits by id",
      input: z.object({ id: idField }),
      output: cashierAnswers.getdepositinfo,
      handler: async ({ deps, session, input, locale }) =>
        deps.cashier.depositInfo(session!.userId, input.id, locale),
    }),
    defineMethod({
      service: 'cashier',
      method: 'gethistory',
      http: 'GET',
      access: 'player',
      errors: [],
      summary: "A page of the player's deposits and/or withdrawals, newest first, with the total",
      input: z.object({
        offset: queryInteger(0, 1_000_000),
        count: queryInteger(HISTORY_PAGE_SIZE, 100, 1),
        type: z.enum(['deposit', 'withdrawal', 'all']).optional().default('all'),
        statuses: statusesField,
      }),
      output: cashierAnswers.gethistory,
      handler: async ({ deps, session, input }) => deps.cashier.history(session!.userId, input),
    }),
  ];
}

/** Withdrawals. */
function withdrawalMethods(defineMethod: MethodDefiner<CashierApiDeps>) {
  return [
    defineMethod({
      service: 'cashier',
      method: 'getwithdrawsettings',
      http: 'GET',
      access: 'player',
      errors: [],
      summary:
        "Withdrawal methods open to the player's currency, their limits and today's use of the daily limits",
      input: z.object({}),
      output: cashierAnswers.getwithdrawsettings,
      handler: async ({ deps, session, locale }) =>
        deps.withdrawals.settings(session!.user, session!.balances.main, locale),
    }),
    defineMethod({
      service: 'cashier',
      method: 'getbanks',
      http: 'GET',
      access: 'player',
      errors: [],
      summary: 'Banks a bank-transfer withdrawal can be paid to',
      input: z.object({}),
      output: cashierAnswers.getbanks,
      handler: async ({ deps }) => deps.withdrawals.banks(),
    }),
    defineMethod({
      service: 'cashier',
      method: 'makewithdrawal',
      http: 'POST',
      access: 'player',
      errors: declared(
        CASHIER_ERRORS,
        'CONTACT_UNCONFIRMED',
        'DAILY_AMOUNT',
        'DAILY_COUNT',
        'INSUFFICIENT_FUNDS',
        'KYC_BLOCK',
        'KYC_THRESHOLD',
        'METHOD_LIMITS',
        'PROFILE_INCOMPLETE',
      ),
      summary:
        'Requests a withdrawal: its amount is reserved from the main balance until it is paid, declined or cancelled',
      input: z.object({
        method: z.string().trim().min(1).max(64),
        amount: z.string().max(32),
        requisites: z.string().max(128).optional().default(''),
        bank_id: z.string().max(64).optional().default(''),
      }),
      output: cashierAnswers.makewithdrawal,
      handler: async ({ deps, session, input, locale, request }) => {
        const withdrawal = await deps.withdrawals.request(session!.user, input, locale);
        // A verdict other than approve holds the withdrawal for the back office's review.
        await screenPayment(deps.fraud, 'withdrawal', session!.user, withdrawal.id, input.amount, request.ip);
        return withdrawal;
      },
    }),
    defineMethod({
      service: 'cashier',
      method: 'cancelwithdrawal',
      http: 'POST',
      access: 'player',
      errors: declared(CASHIER_ERRORS, 'WITHDRAWAL_NOT_FOUND', 'WITHDRAWAL_NOT_PENDING'),
      summary: "Cancels one of the player's pending withdrawals; its amount returns to the main balance",
      input: z.object({ id: idField }),
      output: cashierAnswers.cancelwithdrawal,
      handler: async ({ deps, session, input, locale }) =>
        deps.cashier.present(await deps.withdrawals.cancel(session!.userId, input.id, locale)),
    }),
  ];
}

/** The fraud check of a payment just made (decision 0046); its verdict is recorded, never thrown. */
function screenPayment(
  fraud: FraudService,
  subject: 'deposit' | 'withdrawal',
  user: UserRow,
  id: number,
  amount: string,
  ip: string,
) {
  return fraud.screenPayment(subject, user, { id, amount: amount.trim(), currency: user.currency }, ip);
}

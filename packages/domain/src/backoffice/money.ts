import { z } from 'zod';
import { PAYMENT_STATUSES } from './players.js';
import { isoDateTime, listAnswer, pagingSchema, recordIdSchema, withinListWindow } from './shared.js';

// money/deposits, money/depositEvents, money/report, money/reportExport, money/ledgerCheck.

export const depositFilterSchema = z.object({
  status: z.enum(PAYMENT_STATUSES).optional(),
  playerId: recordIdSchema.optional(),
});
export const depositListInput = withinListWindow(depositFilterSchema.extend(pagingSchema.shape).strict());
/** money/depositsExport: the same filters, every matching deposit as CSV. */
export const depositExportInput = depositFilterSchema.strict();

export const depositListItemSchema = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  playerEmail: z.string().nullable(),
  amountMinor: z.number().int(),
  currency: z.string(),
  method: z.string(),
  provider: z.string(),
  providerReference: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  ledgerTransactionId: z.number().int().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type DepositListItem = z.output<typeof depositListItemSchema>;
export const depositListAnswer = listAnswer(depositListItemSchema);

export const depositEventsInput = z.object({ id: recordIdSchema }).strict();
export const depositEventSchema = z.object({
  eventId: z.string(),
  /** The status the provider reported. */
  status: z.string(),
  /** applied, ignored_final, unknown_payment. */
  outcome: z.string(),
  receivedAt: isoDateTime,
});
export const depositEventsAnswer = z.object({ items: z.array(depositEventSchema) });

/** The report covers at most this many days (UTC calendar days). */
export const REPORT_MAX_DAYS = 92;

const day = z.iso.date();
export const reportInput = z
  .object({ from: day, to: day })
  .strict()
  .refine((value) => value.from <= value.to, { path: ['to'], message: 'The end comes before the start' })
  .refine((value) => daysBetween(value.from, value.to) < REPORT_MAX_DAYS, {
    path: ['from'],
    message: `At most ${REPORT_MAX_DAYS} days`,
  });

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** One UTC day in one currency, minor units. GGR = stakes − wins; NGR = GGR − bonuses. */
export const reportRowSchema = z.object({
  day: z.string(),
  currency: z.string(),
  depositsMinor: z.number().int(),
  withdrawalsMinor: z.number().int(),
  stakesMinor: z.number().int(),
  winsMinor: z.number().int(),
  ggrMinor: z.number().int(),
  bonusesMinor: z.number().int(),
  ngrMinor: z.number().int(),
});
export type ReportRow = z.output<typeof reportRowSchema>;
export const reportAnswer = z.object({ rows: z.array(reportRowSchema) });

export const LEDGER_RULES = [
  'balance_equals_postings',
  'currency_sums_to_zero',
  'transaction_balanced',
  'player_non_negative',
] as const;
export const ledgerCheckAnswer = z.object({
  healthy: z.boolean(),
  checkedAt: isoDateTime,
  violations: z.array(z.object({ rule: z.enum(LEDGER_RULES), detail: z.string() })),
});
export type LedgerCheck = z.output<typeof ledgerCheckAnswer>;

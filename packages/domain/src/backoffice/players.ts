import { z } from 'zod';
import {
  isoDateTime,
  listAnswer,
  pagingSchema,
  reasonField,
  recordIdSchema,
  requiredText,
  withinListWindow,
} from './shared.js';

// players/search, players/export, players/get, players/ban, players/unban, players/endSessions,
// players/addNote.

/** A player's status as the back office shows it (the database says `deleted` for closed). */
export const PLAYER_STATUSES = ['active', 'banned', 'closed'] as const;
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];

export const PLAYER_SORTS = ['id', 'createdAt', 'email'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;

/** The filters shared by the search and its export. */
export const playerFilterSchema = z.object({
  /** An id matches exactly; otherwise the start of the email, phone, first or last name (any case). */
  query: z.string().trim().max(100).optional(),
  status: z.enum(PLAYER_STATUSES).optional(),
  sort: z.enum(PLAYER_SORTS).default('id'),
  order: z.enum(SORT_ORDERS).default('desc'),
});

export const playerSearchInput = withinListWindow(playerFilterSchema.extend(pagingSchema.shape).strict());
export const playerExportInput = playerFilterSchema.strict();

export const playerListItemSchema = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  name: z.string(),
  status: z.enum(PLAYER_STATUSES),
  currency: z.string(),
  createdAt: isoDateTime,
  isVerified: z.boolean(),
});
export type PlayerListItem = z.output<typeof playerListItemSchema>;
export const playerSearchAnswer = listAnswer(playerListItemSchema);

export const playerIdInput = z.object({ id: recordIdSchema }).strict();

const contactSchema = z.object({
  value: z.string().nullable(),
  confirmed: z.boolean(),
  subscribed: z.boolean(),
});

/**
 * A payment's status as the back office shows it; approving a withdrawal pays at once (`paid`); a
 * deposit the player abandoned is `expired`.
 */
export const PAYMENT_STATUSES = ['created', 'pending', 'paid', 'declined', 'cancelled', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const paymentSummarySchema = z.object({
  id: z.number().int(),
  method: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});

/** Amounts are in minor units (cents) of their currency. */
export const playerDetailSchema = z.object({
  profile: z.object({
    id: z.number().int(),
    login: z.string(),
    fakename: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    birthDate: z.string(),
    country: z.string(),
    countryCode: z.string(),
    region: z.string(),
    homeTown: z.string(),
    address: z.string(),
    postcode: z.string(),
    currency: z.string(),
    locale: z.string(),
    status: z.enum(PLAYER_STATUSES),
    twoFactorEnabled: z.boolean(),
    createdAt: isoDateTime,
  }),
  contacts: z.object({ email: contactSchema, phone: contactSchema.extend({ countryCode: z.string() }) }),
  verification: z.object({
    isVerified: z.boolean(),
    isOnVerification: z.boolean(),
    isKycBlockEnabled: z.boolean(),
    documentType: z.string(),
    documentNumber: z.string(),
  }),
  balances: z.array(z.object({ kind: z.string(), currency: z.string(), amountMinor: z.number().int() })),
  /** The last 50 postings on the player's accounts, newest first. */
  ledgerEntries: z.array(
    z.object({
      transactionId: z.number().int(),
      kind: z.string(),
      accountKind: z.string(),
      currency: z.string(),
      amountMinor: z.number().int(),
      balanceAfterMinor: z.number().int(),
      reference: z.string(),
      createdAt: isoDateTime,
    }),
  ),
  deposits: z.array(paymentSummarySchema),
  withdrawals: z.array(paymentSummarySchema),
  limits: z.array(
    z.object({
      /** deposit, loss, wager or session_time (minutes). */
      kind: z.string(),
      period: z.string(),
      value: z.number().int(),
      pendingValue: z.number().int().nullable(),
      pendingFrom: isoDateTime.nullable(),
    }),
  ),
  exclusions: z.array(
    z.object({
      /** time_out or self_exclusion. */
      kind: z.string(),
      startedAt: isoDateTime,
      /** Null: permanent. */
      endsAt: isoDateTime.nullable(),
      active: z.boolean(),
    }),
  ),
  sessions: z.array(
    z.object({
      id: z.number().int(),
      ip: z.string(),
      userAgent: z.string(),
      createdAt: isoDateTime,
      lastSeenAt: isoDateTime,
      expiresAt: isoDateTime,
      active: z.boolean(),
    }),
  ),
  notes: z.array(
    z.object({
      id: z.number().int(),
      text: z.string(),
      operatorId: z.number().int(),
      operatorEmail: z.string(),
      createdAt: isoDateTime,
    }),
  ),
});
export type PlayerDetail = z.output<typeof playerDetailSchema>;

export const playerCloseInput = z.object({ id: recordIdSchema, reason: reasonField }).strict();
export const playerBanInput = z.object({ id: recordIdSchema, reason: reasonField }).strict();
export const playerStatusAnswer = z.object({ id: z.number().int(), status: z.enum(PLAYER_STATUSES) });
export const endSessionsAnswer = z.object({ ended: z.number().int() });
export const NOTE_MAX_LENGTH = 2000;
export const addNoteInput = z.object({ id: recordIdSchema, text: requiredText(NOTE_MAX_LENGTH) }).strict();
export const addNoteAnswer = z.object({ id: z.number().int() });

/** players/rounds: the player's game rounds and their bets, newest first (amounts in major units). */
export const playerRoundsInput = z
  .object({ id: recordIdSchema, mode: z.enum(['play', 'demo', 'all']).default('play') })
  .extend(pagingSchema.shape)
  .strict();
const amountSchema = z.object({ amount: z.number(), currency: z.string() });
export const playerRoundSchema = z.object({
  id: z.number().int(),
  game: z.string(),
  mode: z.string(),
  status: z.string(),
  stake: amountSchema,
  win: amountSchema,
  balanceAfter: amountSchema,
  freeSpin: z.boolean(),
  createdAt: isoDateTime,
  settledAt: isoDateTime.nullable(),
});
export type PlayerRound = z.output<typeof playerRoundSchema>;
export const playerRoundsAnswer = z.object({ items: z.array(playerRoundSchema), total: z.number().int() });

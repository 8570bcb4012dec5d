import type { z } from 'zod';
import { auditSearchAnswer, auditSearchInput } from './audit.js';
import { emptyInput, logoutAnswer, meAnswer, operatorLoginAnswer, operatorLoginInput } from './auth.js';
import type { BackofficePermission } from './permissions.js';
import {
  addNoteAnswer,
  addNoteInput,
  endSessionsAnswer,
  playerBanInput,
  playerDetailSchema,
  playerExportInput,
  playerIdInput,
  playerSearchAnswer,
  playerSearchInput,
  playerStatusAnswer,
} from './players.js';
import {
  withdrawalApproveInput,
  withdrawalDecisionAnswer,
  withdrawalDeclineInput,
  withdrawalExportInput,
  withdrawalListAnswer,
  withdrawalListInput,
} from './withdrawals.js';

/**
 * One back-office method: the permission the server checks before anything else (`null`: log-in
 * alone, and the methods any logged-in operator may call), its input, and its answer (`csv` for a
 * file download rather than the `{data}` envelope).
 */
export interface BackofficeMethodSpec {
  permission: BackofficePermission | null;
  /** Whether a session is needed (every method but log-in). */
  session: boolean;
  input: z.ZodType;
  answer: z.ZodType | 'csv';
}

function method<I extends z.ZodType, A extends z.ZodType | 'csv'>(spec: {
  permission: BackofficePermission | null;
  session?: boolean;
  input: I;
  answer: A;
}) {
  return { session: true, ...spec };
}

/** Every back-office method by its path under BACKOFFICE_API_BASE. The server implements exactly these. */
export const BACKOFFICE_METHODS = {
  'auth/login': method({
    permission: null,
    session: false,
    input: operatorLoginInput,
    answer: operatorLoginAnswer,
  }),
  'auth/logout': method({ permission: null, input: emptyInput, answer: logoutAnswer }),
  'auth/me': method({ permission: null, input: emptyInput, answer: meAnswer }),
  'players/search': method({
    permission: 'players.read',
    input: playerSearchInput,
    answer: playerSearchAnswer,
  }),
  'players/export': method({ permission: 'players.export', input: playerExportInput, answer: 'csv' }),
  'players/get': method({ permission: 'players.read', input: playerIdInput, answer: playerDetailSchema }),
  'players/ban': method({ permission: 'players.ban', input: playerBanInput, answer: playerStatusAnswer }),
  'players/unban': method({ permission: 'players.ban', input: playerBanInput, answer: playerStatusAnswer }),
  'players/endSessions': method({
    permission: 'players.sessions',
    input: playerIdInput,
    answer: endSessionsAnswer,
  }),
  'players/addNote': method({ permission: 'players.notes', input: addNoteInput, answer: addNoteAnswer }),
  'withdrawals/list': method({
    permission: 'withdrawals.read',
    input: withdrawalListInput,
    answer: withdrawalListAnswer,
  }),
  'withdrawals/export': method({
    permission: 'withdrawals.read',
    input: withdrawalExportInput,
    answer: 'csv',
  }),
  'withdrawals/approve': method({
    permission: 'withdrawals.decide',
    input: withdrawalApproveInput,
    answer: withdrawalDecisionAnswer,
  }),
  'withdrawals/decline': method({
    permission: 'withdrawals.decide',
    input: withdrawalDeclineInput,
    answer: withdrawalDecisionAnswer,
  }),
  'audit/search': method({ permission: 'audit.read', input: auditSearchInput, answer: auditSearchAnswer }),
} as const satisfies Record<string, BackofficeMethodSpec>;

export type BackofficeMethodName = keyof typeof BACKOFFICE_METHODS;

/** What a method takes, as the app sends it (defaults may be left out). */
export type BackofficeInput<M extends BackofficeMethodName> = z.input<
  (typeof BACKOFFICE_METHODS)[M]['input']
>;

/** The `data` of a method's answer (a CSV method answers a file instead). */
export type BackofficeAnswer<M extends BackofficeMethodName> =
  (typeof BACKOFFICE_METHODS)[M]['answer'] extends z.ZodType
    ? z.output<(typeof BACKOFFICE_METHODS)[M]['answer']>
    : string;

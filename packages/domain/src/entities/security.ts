import type { z } from 'zod';
import type { accountAnswers, sessionListItemSchema } from '../api/account.js';
// The account's security answers (account/getTwoFactorStatus, account/getSessions), shared by the
// server and the web app.

export type TwoFactorStatus = z.output<(typeof accountAnswers)['getTwoFactorStatus']>;

/** One of the player's active sessions, as account/getSessions lists it. */
export type SessionListItem = z.output<typeof sessionListItemSchema>;

import type { ProfileInfo } from '@jeton/domain';
import type { RouterContextProvider } from 'react-router';
import {
  type Bank,
  getBanks,
  getHistory,
  getWithdrawSettings,
  type HistoryPage,
  type WithdrawSettings,
} from '../../api/cashier.js';
import { getProfileInfo } from '../../api/profile.js';
import { type Settled, serverCallOptions, settle } from './server-calls.js';

/** Pending withdrawals shown for cancelling; more than this wait in the history's withdrawal tab. */
export const PENDING_SHOWN = 20;

export interface WithdrawPageData {
  settings: Settled<WithdrawSettings>;
  banks: Settled<Bank[]>;
  pending: Settled<HistoryPage>;
  /** The profile and contacts, to say what a withdrawal still needs before the form is sent. */
  profile: Settled<ProfileInfo>;
}

export async function loadWithdrawPage(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<WithdrawPageData> {
  const options = serverCallOptions(args);
  const [settings, banks, pending, profile] = await Promise.all([
    settle(getWithdrawSettings(options)),
    settle(getBanks(options).then((answer) => answer.items)),
    settle(getHistory({ type: 'withdrawal', statuses: 'pending', offset: 0, count: PENDING_SHOWN }, options)),
    settle(getProfileInfo(options)),
  ]);
  return { settings, banks, pending, profile };
}

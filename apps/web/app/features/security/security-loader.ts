import type { SessionListItem, TwoFactorStatus } from '@jeton/domain';
import type { RouterContextProvider } from 'react-router';
import { getSessions, getTwoFactorStatus } from '../../api/security.js';
import { type Settled, serverCallOptions, settle } from '../cashier/server-calls.js';

export interface SecurityPageData {
  twoFactor: Settled<TwoFactorStatus>;
  sessions: Settled<SessionListItem[]>;
}

/** The security tab's data; one part failing leaves the others on the page. */
export async function loadSecurityPage(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<SecurityPageData> {
  const options = serverCallOptions(args);
  const [twoFactor, sessions] = await Promise.all([
    settle(getTwoFactorStatus(options)),
    settle(getSessions(options).then((answer) => answer.items)),
  ]);
  return { twoFactor, sessions };
}

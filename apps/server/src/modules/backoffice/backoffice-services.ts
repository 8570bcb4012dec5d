import type { Services } from '../../services.js';
import { AuditLog } from './audit-log.js';
import { OperatorAuth } from './operator-auth.js';
import { OperatorSessions } from './operator-sessions.js';
import { OperatorStore } from './operator-store.js';
import { PlayerActions } from './player-actions.js';
import { PlayerDetailQuery } from './player-detail.js';
import { PlayerSearchQuery } from './player-search.js';
import { WithdrawalQueue } from './withdrawal-queue.js';

/** The back office's parts, built on the app's services (the same accounts, sessions, withdrawals). */
export interface BackofficeServices {
  operators: OperatorStore;
  sessions: OperatorSessions;
  auth: OperatorAuth;
  audit: AuditLog;
  playerSearch: PlayerSearchQuery;
  playerDetail: PlayerDetailQuery;
  playerActions: PlayerActions;
  withdrawals: WithdrawalQueue;
}

/**
 * What the back office is handed: its own tables' database, and the owners of everything else
 * (decision 0033: it reads players, payments, limits and sessions through their modules' stores).
 */
export type BackofficeDeps = Pick<
  Services,
  | 'db'
  | 'clock'
  | 'passwords'
  | 'loginThrottle'
  | 'accounts'
  | 'accountStore'
  | 'sessions'
  | 'sessionListStore'
  | 'withdrawals'
  | 'cashierStore'
  | 'depositLimitStore'
  | 'responsibleGamingStore'
>;

export function createBackofficeServices(deps: BackofficeDeps): BackofficeServices {
  const { db, clock, accountStore, cashierStore, sessionListStore } = deps;
  const operators = new OperatorStore(db);
  const sessions = new OperatorSessions(db, clock);
  const audit = new AuditLog(db, clock);
  return {
    operators,
    sessions,
    audit,
    auth: new OperatorAuth({
      db,
      operators,
      sessions,
      passwords: deps.passwords,
      throttle: deps.loginThrottle,
      audit,
      clock,
    }),
    playerSearch: new PlayerSearchQuery(accountStore),
    playerDetail: new PlayerDetailQuery({
      db,
      clock,
      sessionIdleMs: deps.sessions.idleTimeoutMs,
      accounts: accountStore,
      payments: cashierStore,
      depositLimits: deps.depositLimitStore,
      responsibleGaming: deps.responsibleGamingStore,
      sessions: sessionListStore,
    }),
    playerActions: new PlayerActions({
      db,
      clock,
      accounts: deps.accounts,
      accountStore,
      sessions: deps.sessions,
      sessionList: sessionListStore,
      audit,
    }),
    withdrawals: new WithdrawalQueue({
      payments: cashierStore,
      accounts: accountStore,
      withdrawals: deps.withdrawals,
      audit,
    }),
  };
}

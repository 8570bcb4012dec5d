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

export function createBackofficeServices(services: Services): BackofficeServices {
  const { db, clock } = services;
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
      passwords: services.passwords,
      throttle: services.loginThrottle,
      audit,
      clock,
    }),
    playerSearch: new PlayerSearchQuery(db),
    playerDetail: new PlayerDetailQuery(db, clock, services.sessions.idleTimeoutMs),
    playerActions: new PlayerActions({
      db,
      clock,
      accounts: services.accounts,
      sessions: services.sessions,
      audit,
    }),
    withdrawals: new WithdrawalQueue(db, services.withdrawals, audit),
  };
}

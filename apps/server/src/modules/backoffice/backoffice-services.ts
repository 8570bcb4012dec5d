import type { Database } from '@jeton/db';
import type { Clock } from '../../clock.js';
import type { LiveSignals } from '../../live/live-signals.js';
import type { SessionListStore } from '../../sessions/session-list-store.js';
import type { SessionService } from '../../sessions/session-service.js';
import type { AccountService } from '../account/account-service.js';
import type { AccountStore } from '../account/account-store.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import type { PasswordHasher } from '../auth/passwords.js';
import type { SecondFactorLockout } from '../auth/second-factor-lockout.js';
import type { CashierStore } from '../cashier/cashier-store.js';
import type { DepositLimitStore } from '../cashier/deposit-limit-store.js';
import type { ChatStore } from '../chat/chat-store.js';
import type { GameHistoryService } from '../game-history/game-history-service.js';
import type { NotificationsService } from '../notifications/notifications-service.js';
import type { ResponsibleGamingStore } from '../responsible-gaming/responsible-gaming-store.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { FeedbackInboxStore } from '../support/feedback-inbox-store.js';
import type { VerificationService } from '../verification/verification-service.js';
import { AuditLog } from './audit-log.js';
import { BalanceAdjustments } from './balance-adjustments.js';
import { Dashboard } from './dashboard.js';
import { MoneyReads } from './money-reads.js';
import { OperatorAuth } from './operator-auth.js';
import { OperatorSessions } from './operator-sessions.js';
import { OperatorStore } from './operator-store.js';
import { PlayerActions } from './player-actions.js';
import { PlayerDetailQuery } from './player-detail.js';
import { PlayerSearchQuery } from './player-search.js';
import { SiteSettingsAdmin } from './site-settings.js';

/** The back office's parts, built on the app's services (the same accounts, sessions, withdrawals). */
export interface BackofficeServices {
  operators: OperatorStore;
  sessions: OperatorSessions;
  auth: OperatorAuth;
  audit: AuditLog;
  playerSearch: PlayerSearchQuery;
  playerDetail: PlayerDetailQuery;
  playerActions: PlayerActions;
  siteSettings: SiteSettingsAdmin;
  adjustments: BalanceAdjustments;
  money: MoneyReads;
  /** The first screen: queues, money and new players, as far as the operator's role may read. */
  dashboard: Dashboard;
  /** The player's rounds and bets, read through the game history (house and studio rounds). */
  gameHistory: GameHistoryService;
}

/**
 * What the back office is handed: its own tables' database, and the owners of everything else
 * (decision 0033: it reads players, payments, limits and sessions through their modules' stores).
 */
export type BackofficeDeps = {
  db: Database;
  clock: Clock;
  passwords: PasswordHasher;
  loginThrottle: LoginThrottle;
  secondFactorLockout: SecondFactorLockout;
  accounts: AccountService;
  accountStore: AccountStore;
  sessions: SessionService;
  sessionListStore: SessionListStore;
  cashierStore: CashierStore;
  depositLimitStore: DepositLimitStore;
  responsibleGamingStore: ResponsibleGamingStore;
  settings: SettingsService;
  verification: VerificationService;
  gameHistory: GameHistoryService;
  chatStore: ChatStore;
  feedbackInboxStore: FeedbackInboxStore;
  live: LiveSignals;
  /** Each module's operator side, made by the module that owns its tables. */
  notifications: NotificationsService;
};

export function createBackofficeServices(deps: BackofficeDeps): BackofficeServices {
  const { db, clock, accountStore, cashierStore, sessionListStore } = deps;
  const operators = new OperatorStore(db);
  const sessions = new OperatorSessions(db, clock);
  const audit = new AuditLog(db, clock);
  const money = new MoneyReads({ db, clock, payments: cashierStore, accounts: accountStore });
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
      secondFactorLockout: deps.secondFactorLockout,
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
    siteSettings: new SiteSettingsAdmin({ db, settings: deps.settings, audit }),
    adjustments: new BalanceAdjustments({ db, clock, accounts: accountStore, audit }),
    gameHistory: deps.gameHistory,
    money,
    dashboard: new Dashboard({
      db,
      clock,
      money,
      lockouts: deps.secondFactorLockout,
      owners: {
        withdrawals: () => cashierStore.withdrawalQueue(),
        kyc: () => deps.verification.pendingQueue(),
        chats: () => deps.chatStore.waitingQueue(),
        feedback: () => deps.feedbackInboxStore.openQueue(),
        registeredSince: (since) => accountStore.registeredSince(since),
        firstDepositorsSince: (dayStart) => cashierStore.firstDepositorsSince(dayStart),
      },
    }),
  };
}

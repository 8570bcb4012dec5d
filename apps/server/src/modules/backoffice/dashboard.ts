import type { Database } from '@jeton/db';
import {
  type BackofficePermission,
  DASHBOARD_LOCKOUT_HOURS,
  DASHBOARD_LOCKOUT_LIMIT,
  DASHBOARD_WEEK_DAYS,
  type DashboardAnswer,
  type DashboardLockout,
  type DashboardMoney,
  type DashboardQueue,
  type DashboardQueueName,
  type OperatorRole,
  type ReportRow,
  roleHasPermission,
} from '@jeton/domain/backoffice';
import type { Clock } from '../../clock.js';
import type { SecondFactorLockout } from '../auth/second-factor-lockout.js';
import { operatorsByIds, pendingAdjustments } from './dashboard-store.js';
import type { MoneyReads } from './money-reads.js';

/** How many wait in a queue, and since when the oldest. */
export interface WaitingQueue {
  count: number;
  oldest: Date | null;
}

export interface DashboardDeps {
  db: Database;
  clock: Clock;
  money: Pick<MoneyReads, 'report'>;
  lockouts: Pick<SecondFactorLockout, 'recent'>;
  /** The other queues and counts, each asked of the module that owns it (decision 0091). */
  owners: {
    withdrawals(): Promise<WaitingQueue>;
    kyc(): Promise<WaitingQueue>;
    chats(): Promise<WaitingQueue>;
    feedback(): Promise<WaitingQueue>;
    registeredSince(since: Date): Promise<number>;
    firstDepositorsSince(dayStart: Date): Promise<number>;
  };
}

/** The permission each part of the dashboard needs: the one its own screen needs. */
const QUEUE_PERMISSIONS: Record<DashboardQueueName, BackofficePermission> = {
  withdrawals: 'withdrawals.read',
  kyc: 'kyc.read',
  adjustments: 'balance.approve',
  chats: 'chat.answer',
  feedback: 'feedback.read',
};

const DAY_MS = 86_400_000;

/**
 * The back office's first screen: the queues waiting for an operator, the money of today and of the
 * last seven UTC days (the daily report's figures), today's new players and first deposits, and the
 * operators locked out by wrong codes. Only the parts the operator's role may read are read at all.
 */
export class Dashboard {
  constructor(private readonly deps: DashboardDeps) {}

  async get(role: OperatorRole): Promise<DashboardAnswer> {
    const now = this.deps.clock.now();
    const today = utcDay(now);
    const weekStart = utcDay(new Date(Date.parse(`${today}T00:00:00Z`) - (DASHBOARD_WEEK_DAYS - 1) * DAY_MS));
    const may = (permission: BackofficePermission) => roleHasPermission(role, permission);
    const [queues, money, players, secondFactorLockouts] = await Promise.all([
      this.queues(may),
      may('money.read') ? this.money(today, weekStart) : null,
      may('players.read') ? this.players(today, weekStart) : null,
      may('operators.security') ? this.lockouts(now) : null,
    ]);
    return { day: today, generatedAt: now.toISOString(), queues, money, players, secondFactorLockouts };
  }

  /** Operators whose code step was locked in the last 24 hours (decision 0084), with who they are. */
  private async lockouts(now: Date): Promise<DashboardLockout[]> {
    const since = new Date(now.getTime() - DASHBOARD_LOCKOUT_HOURS * 3_600_000);
    const lockouts = await this.deps.lockouts.recent('operator', since, DASHBOARD_LOCKOUT_LIMIT);
    if (lockouts.length === 0) return [];
    const ids = lockouts.map((lockout) => lockout.accountId);
    const operators = await operatorsByIds(this.deps.db, ids);
    const byId = new Map(operators.map((operator) => [Number(operator.id), operator]));
    return lockouts.map((lockout) => ({
      operatorId: lockout.accountId,
      operatorEmail: byId.get(lockout.accountId)?.email ?? '',
      operatorName: byId.get(lockout.accountId)?.name ?? '',
      lockedAt: lockout.lockedAt.toISOString(),
      lockedUntil: lockout.lockedUntil.toISOString(),
      lockoutsInARow: lockout.lockoutsInARow,
      refusedWhileLocked: lockout.refusedWhileLocked,
    }));
  }

  /** The queues the role may read, each read only then. */
  private async queues(may: (permission: BackofficePermission) => boolean) {
    const { owners } = this.deps;
    const sources: Record<DashboardQueueName, () => Promise<WaitingQueue>> = {
      withdrawals: () => owners.withdrawals(),
      kyc: () => owners.kyc(),
      adjustments: () => this.adjustmentQueue(),
      chats: () => owners.chats(),
      feedback: () => owners.feedback(),
    };
    const queue = async (name: DashboardQueueName): Promise<DashboardQueue | null> => {
      if (!may(QUEUE_PERMISSIONS[name])) return null;
      const { count, oldest } = await sources[name]();
      return { count, oldestAt: oldest ? oldest.toISOString() : null };
    };
    const [withdrawals, kyc, adjustments, chats, feedback] = await Promise.all([
      queue('withdrawals'),
      queue('kyc'),
      queue('adjustments'),
      queue('chats'),
      queue('feedback'),
    ]);
    return { withdrawals, kyc, adjustments, chats, feedback };
  }

  /** Balance adjustments waiting for a second operator (the back office's own table). */
  private async adjustmentQueue(): Promise<WaitingQueue> {
    const row = await pendingAdjustments(this.deps.db);
    return { count: Number(row?.count ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
  }

  private async money(today: string, weekStart: string) {
    const { rows } = await this.deps.money.report({ from: weekStart, to: today });
    return {
      today: sumByCurrency(rows.filter((row) => row.day === today)),
      week: sumByCurrency(rows),
    };
  }

  private async players(today: string, weekStart: string) {
    const { owners } = this.deps;
    const dayStart = new Date(`${today}T00:00:00Z`);
    const [registeredToday, registeredWeek, firstDepositsToday] = await Promise.all([
      owners.registeredSince(dayStart),
      owners.registeredSince(new Date(`${weekStart}T00:00:00Z`)),
      owners.firstDepositorsSince(dayStart),
    ]);
    return { registeredToday, registeredWeek, firstDepositsToday };
  }
}

function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** The report's daily rows summed per currency, in currency order. */
export function sumByCurrency(rows: readonly ReportRow[]): DashboardMoney[] {
  const sums = new Map<string, DashboardMoney>();
  for (const row of rows) {
    const sum = sums.get(row.currency) ?? {
      currency: row.currency,
      depositsMinor: 0,
      withdrawalsMinor: 0,
      ggrMinor: 0,
      ngrMinor: 0,
    };
    sum.depositsMinor += row.depositsMinor;
    sum.withdrawalsMinor += row.withdrawalsMinor;
    sum.ggrMinor += row.ggrMinor;
    sum.ngrMinor += row.ngrMinor;
    sums.set(row.currency, sum);
  }
  return [...sums.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

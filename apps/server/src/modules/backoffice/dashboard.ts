import { type Database, queryRows } from '@jeton/db';
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
import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { SecondFactorLockout } from '../auth/second-factor-lockout.js';
import type { MoneyReads } from './money-reads.js';

export interface DashboardDeps {
  db: Database;
  clock: Clock;
  money: Pick<MoneyReads, 'report'>;
  lockouts: Pick<SecondFactorLockout, 'recent'>;
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
    const operators = await queryRows<{ id: string | number; email: string; name: string }>(
      this.deps.db,
      sql`SELECT id, email, name FROM operators WHERE id IN (${sql.join(ids, sql`, `)})`,
    );
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

  private async queues(may: (permission: BackofficePermission) => boolean) {
    const [row] = await queryRows<
      Record<`${DashboardQueueName}_count`, string> & Record<`${DashboardQueueName}_oldest`, Date | null>
    >(
      this.deps.db,
      sql`
      SELECT
        w.count AS withdrawals_count, w.oldest AS withdrawals_oldest,
        k.count AS kyc_count, k.oldest AS kyc_oldest,
        a.count AS adjustments_count, a.oldest AS adjustments_oldest,
        c.count AS chats_count, c.oldest AS chats_oldest,
        f.count AS feedback_count, f.oldest AS feedback_oldest
      FROM
        (SELECT count(*)::text AS count, min(created_at) AS oldest FROM payment_transactions
          WHERE kind = 'withdrawal' AND status = 'pending') w,
        (SELECT count(*)::text AS count, min(updated_at) AS oldest FROM verification_applicants
          WHERE status = 'pending') k,
        (SELECT count(*)::text AS count, min(requested_at) AS oldest FROM balance_adjustments
          WHERE status = 'pending') a,
        (SELECT count(*)::text AS count, min(created_at) AS oldest FROM chat_conversations
          WHERE status = 'waiting') c,
        (SELECT count(*)::text AS count, min(created_at) AS oldest FROM support_feedback
          WHERE handled_at IS NULL) f`,
    );
    const queue = (name: DashboardQueueName): DashboardQueue | null => {
      if (!may(QUEUE_PERMISSIONS[name]) || !row) return null;
      const oldest = row[`${name}_oldest`];
      return {
        count: Number(row[`${name}_count`]),
        oldestAt: oldest ? new Date(oldest).toISOString() : null,
      };
    };
    return {
      withdrawals: queue('withdrawals'),
      kyc: queue('kyc'),
      adjustments: queue('adjustments'),
      chats: queue('chats'),
      feedback: queue('feedback'),
    };
  }

  private async money(today: string, weekStart: string) {
    const { rows } = await this.deps.money.report({ from: weekStart, to: today });
    return {
      today: sumByCurrency(rows.filter((row) => row.day === today)),
      week: sumByCurrency(rows),
    };
  }

  private async players(today: string, weekStart: string) {
    const [row] = await queryRows<{ today: string; week: string; first_deposits: string }>(
      this.deps.db,
      sql`
      SELECT
        (SELECT count(*) FROM users WHERE created_at >= ${`${today}T00:00:00Z`}::timestamptz)::text AS today,
        (SELECT count(*) FROM users WHERE created_at >= ${`${weekStart}T00:00:00Z`}::timestamptz)::text AS week,
        (SELECT count(DISTINCT p.user_id) FROM payment_transactions p
          WHERE p.kind = 'deposit' AND p.status = 'success'
            AND p.created_at >= ${`${today}T00:00:00Z`}::timestamptz
            AND NOT EXISTS (
              SELECT 1 FROM payment_transactions q
              WHERE q.user_id = p.user_id AND q.kind = 'deposit' AND q.status = 'success'
                AND q.created_at < ${`${today}T00:00:00Z`}::timestamptz))::text AS first_deposits`,
    );
    return {
      registeredToday: Number(row?.today ?? 0),
      registeredWeek: Number(row?.week ?? 0),
      firstDepositsToday: Number(row?.first_deposits ?? 0),
    };
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

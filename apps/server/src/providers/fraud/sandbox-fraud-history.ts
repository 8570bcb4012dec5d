import { type Database, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import type { SandboxFraudHistory } from './sandbox-fraud.js';
import { FRAUD_SANDBOX_PROVIDER } from './sandbox-fraud.js';

/** The sandbox's history: the checks recorded under its name. */
export class SandboxFraudStore implements SandboxFraudHistory {
  constructor(private readonly db: Database) {}

  async otherPlayersFromIp(ip: string, userId: number, subjects: readonly string[], since: Date) {
    const [row] = await queryRows<{ n: number }>(
      this.db,
      sql`SELECT count(DISTINCT user_id)::int AS n FROM fraud_checks
          WHERE provider = ${FRAUD_SANDBOX_PROVIDER} AND ip = ${ip} AND user_id <> ${userId}
            AND subject IN (${sql.join(
              subjects.map((s) => sql`${s}`),
              sql`, `,
            )}) AND created_at >= ${since}`,
    );
    return Number(row?.n ?? 0);
  }

  async otherPlayersOnDevice(deviceSession: string, userId: number) {
    const [row] = await queryRows<{ n: number }>(
      this.db,
      sql`SELECT count(DISTINCT user_id)::int AS n FROM fraud_checks
          WHERE provider = ${FRAUD_SANDBOX_PROVIDER} AND device_session = ${deviceSession}
            AND user_id <> ${userId}`,
    );
    return Number(row?.n ?? 0);
  }

  async depositsSince(userId: number, since: Date) {
    const [row] = await queryRows<{ n: number }>(
      this.db,
      sql`SELECT count(*)::int AS n FROM fraud_checks
          WHERE provider = ${FRAUD_SANDBOX_PROVIDER} AND user_id = ${userId} AND subject = 'deposit'
            AND created_at >= ${since}`,
    );
    return Number(row?.n ?? 0);
  }
}

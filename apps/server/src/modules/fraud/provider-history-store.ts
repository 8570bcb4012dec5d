import { type Database, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';

/**
 * The checks recorded under one provider's name, as its sandbox weighs a new one (the fraud
 * sandbox's history): read here, where the checks are written (decision 0091); services.ts hands
 * it to the sandbox.
 */
export class ProviderHistoryStore {
  constructor(
    private readonly db: Database,
    private readonly provider: string,
  ) {}

  async otherPlayersFromIp(ip: string, userId: number, subjects: readonly string[], since: Date) {
    const [row] = await queryRows<{ n: number }>(
      this.db,
      sql`SELECT count(DISTINCT user_id)::int AS n FROM fraud_checks
          WHERE provider = ${this.provider} AND ip = ${ip} AND user_id <> ${userId}
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
          WHERE provider = ${this.provider} AND device_session = ${deviceSession}
            AND user_id <> ${userId}`,
    );
    return Number(row?.n ?? 0);
  }

  async depositsSince(userId: number, since: Date) {
    const [row] = await queryRows<{ n: number }>(
      this.db,
      sql`SELECT count(*)::int AS n FROM fraud_checks
          WHERE provider = ${this.provider} AND user_id = ${userId} AND subject = 'deposit'
            AND created_at >= ${since}`,
    );
    return Number(row?.n ?? 0);
  }
}

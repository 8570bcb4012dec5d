import { type Database, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import type { FraudCheckRequest, FraudReason, FraudVerdict } from '../../ports/fraud-provider.js';

export interface FraudHold {
  paymentId: number;
  score: number;
  decision: 'review' | 'decline';
  reasons: FraudReason[];
}

/** The SQL of fraud checks: one row per verdict, one per payment and subject. */
export class FraudStore {
  constructor(private readonly db: Database) {}

  /** Records a verdict; a payment already checked keeps its first one. */
  async insert(provider: string, request: FraudCheckRequest, verdict: FraudVerdict, at: Date): Promise<void> {
    await this.db.execute(sql`INSERT INTO fraud_checks
        (provider, subject, user_id, payment_id, score, decision, reasons, ip, device_session, created_at)
        VALUES (${provider}, ${request.subject}, ${request.userId}, ${request.payment?.id ?? null},
          ${verdict.score}, ${verdict.decision}, ${JSON.stringify(verdict.reasons)}::jsonb,
          ${request.ip}, ${request.deviceSession}, ${at})
        ON CONFLICT (payment_id, subject) DO NOTHING`);
  }

  /** The withdrawals among these that a verdict holds for review. */
  async holdsOf(paymentIds: readonly number[]): Promise<Map<number, FraudHold>> {
    if (paymentIds.length === 0) return new Map();
    const rows = await queryRows<{ payment_id: string; score: number; decision: string; reasons: unknown }>(
      this.db,
      sql`SELECT payment_id, score, decision, reasons FROM fraud_checks
          WHERE subject = 'withdrawal' AND decision <> 'approve'
            AND payment_id IN (${sql.join(
              paymentIds.map((id) => sql`${id}`),
              sql`, `,
            )})`,
    );
    return new Map(
      rows.map((row) => [
        Number(row.payment_id),
        {
          paymentId: Number(row.payment_id),
          score: Number(row.score),
          decision: row.decision as FraudHold['decision'],
          reasons: (typeof row.reasons === 'string' ? JSON.parse(row.reasons) : row.reasons) as FraudReason[],
        },
      ]),
    );
  }

  /** A player's latest verdicts, newest first. */
  async latestOf(userId: number, limit: number) {
    return queryRows<{
      subject: string;
      score: number;
      decision: string;
      reasons: unknown;
      created_at: Date;
    }>(
      this.db,
      sql`SELECT subject, score, decision, reasons, created_at FROM fraud_checks
          WHERE user_id = ${userId} ORDER BY id DESC LIMIT ${limit}`,
    );
  }
}

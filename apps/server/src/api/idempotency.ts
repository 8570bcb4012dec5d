import { createHash } from 'node:crypto';
import { type Database, queryRows, schema } from '@jeton/db';
import { AppError } from '@jeton/domain';
import { and, eq, lt, sql } from 'drizzle-orm';

const KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;
/** How long an answer can be replayed; the cleanup job deletes older ones. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export interface StoredAnswer {
  status: number;
  body: string;
}

export type Claim = { kind: 'claimed' } | { kind: 'replay'; answer: StoredAnswer };

/**
 * Answers of POSTs sent with an Idempotency-Key. The first call claims the key and stores its
 * answer; the same key again replays it; the same key for another request is refused; a call
 * arriving while the first is still running is told to retry.
 */
export class IdempotencyStore {
  constructor(private readonly db: Database) {}

  static validateKey(key: string): void {
    if (!KEY_PATTERN.test(key)) {
      throw new AppError('InvalidRequestException', 'Idempotency-Key must be 1 to 128 visible characters', {
        code: 'BAD_IDEMPOTENCY_KEY',
      });
    }
  }

  static fingerprint(route: string, input: unknown): string {
    return createHash('sha256').update(route).update('\n').update(JSON.stringify(input)).digest('hex');
  }

  async claim(scope: string, key: string, requestHash: string): Promise<Claim> {
    const inserted = await queryRows<{ key: string }>(
      this.db,
      sql`INSERT INTO idempotency_requests (scope, key, request_hash) VALUES (${scope}, ${key}, ${requestHash})
          ON CONFLICT (scope, key) DO NOTHING RETURNING key`,
    );
    if (inserted.length > 0) return { kind: 'claimed' };
    const [existing] = await this.db
      .select()
      .from(schema.idempotencyRequests)
      .where(and(eq(schema.idempotencyRequests.scope, scope), eq(schema.idempotencyRequests.key, key)));
    if (!existing) {
      // Released between our insert and select: the caller may simply retry.
      throw inProgress();
    }
    if (existing.requestHash !== requestHash) {
      throw new AppError('InvalidRequestException', 'This Idempotency-Key was used for another request', {
        code: 'IDEMPOTENCY_KEY_REUSED',
      });
    }
    if (existing.state !== 'done' || existing.responseStatus === null || existing.responseBody === null) {
      throw inProgress();
    }
    return { kind: 'replay', answer: { status: existing.responseStatus, body: existing.responseBody } };
  }

  async complete(scope: string, key: string, answer: StoredAnswer): Promise<void> {
    await this.db
      .update(schema.idempotencyRequests)
      .set({ state: 'done', responseStatus: answer.status, responseBody: answer.body })
      .where(and(eq(schema.idempotencyRequests.scope, scope), eq(schema.idempotencyRequests.key, key)));
  }

  /** A failure that a retry may fix (5xx): forget the claim so the retry runs. */
  async release(scope: string, key: string): Promise<void> {
    await this.db
      .delete(schema.idempotencyRequests)
      .where(and(eq(schema.idempotencyRequests.scope, scope), eq(schema.idempotencyRequests.key, key)));
  }

  async deleteOlderThan(cutoff: Date): Promise<void> {
    await this.db.delete(schema.idempotencyRequests).where(lt(schema.idempotencyRequests.createdAt, cutoff));
  }
}

function inProgress(): AppError {
  return new AppError(
    'TooManyRequestsException',
    'The same request is still being processed; retry shortly',
    {
      code: 'IDEMPOTENCY_IN_PROGRESS',
    },
  );
}

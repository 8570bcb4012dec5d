import { type Executor, queryRows, schema } from '@jeton/db';
import { and, eq, isNull, sql } from 'drizzle-orm';

// The operator_sessions table, kept by operator-sessions.ts.

export type OperatorSessionValues = typeof schema.operatorSessions.$inferInsert;

/** A session as resolved, with its operator, for a token hash. */
export type OperatorSessionRow = {
  session_id: string | number;
  operator_id: string | number;
  email: string;
  name: string;
  role: string;
  locale: string;
  last_seen_at: Date | string;
  expires_at: Date | string;
};

export async function insertOperatorSession(
  executor: Executor,
  values: OperatorSessionValues,
): Promise<number> {
  const [row] = await executor
    .insert(schema.operatorSessions)
    .values(values)
    .returning({ id: schema.operatorSessions.id });
  return row!.id;
}

/** The unrevoked session of this token hash, if its operator is not disabled. */
export async function liveSessionByTokenHash(
  executor: Executor,
  tokenHash: string,
): Promise<OperatorSessionRow | undefined> {
  const [row] = await queryRows<OperatorSessionRow>(
    executor,
    sql`SELECT s.id AS session_id, o.id AS operator_id, o.email, o.name, o.role, o.locale,
                 s.last_seen_at, s.expires_at
          FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
          WHERE s.token_hash = ${tokenHash} AND s.revoked_at IS NULL AND o.disabled_at IS NULL`,
  );
  return row;
}

export async function touchOperatorSession(executor: Executor, sessionId: number, at: Date): Promise<void> {
  await executor
    .update(schema.operatorSessions)
    .set({ lastSeenAt: at })
    .where(eq(schema.operatorSessions.id, sessionId));
}

/** Revokes the session at `at`, unless already revoked. */
export async function revokeOperatorSession(executor: Executor, sessionId: number, at: Date): Promise<void> {
  await executor
    .update(schema.operatorSessions)
    .set({ revokedAt: at })
    .where(and(eq(schema.operatorSessions.id, sessionId), isNull(schema.operatorSessions.revokedAt)));
}

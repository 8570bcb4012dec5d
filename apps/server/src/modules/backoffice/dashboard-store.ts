import { type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';

// What the dashboard (dashboard.ts) reads of the back office's own tables.

/** Who these operators are; `ids` is not empty. */
export function operatorsByIds(
  executor: Executor,
  ids: readonly number[],
): Promise<{ id: string | number; email: string; name: string }[]> {
  return queryRows<{ id: string | number; email: string; name: string }>(
    executor,
    sql`SELECT id, email, name FROM operators WHERE id IN (${sql.join([...ids], sql`, `)})`,
  );
}

/** How many balance adjustments wait for a second operator, and since when the oldest. */
export async function pendingAdjustments(
  executor: Executor,
): Promise<{ count: string; oldest: Date | string | null } | undefined> {
  const [row] = await queryRows<{ count: string; oldest: Date | string | null }>(
    executor,
    sql`SELECT count(*)::text AS count, min(requested_at) AS oldest FROM balance_adjustments
          WHERE status = 'pending'`,
  );
  return row;
}

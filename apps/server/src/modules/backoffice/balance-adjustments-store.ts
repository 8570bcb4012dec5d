import { countUpTo, type Database, type Executor, queryRows, schema, whereAll } from '@jeton/db';
import type { AdjustmentStatus } from '@jeton/domain/backoffice';
import { and, eq, sql } from 'drizzle-orm';

// The balance_adjustments table, kept by balance-adjustments.ts (decision 0048). Each function runs
// in the executor it is given: the caller's transaction, holding the player's lock first.

export type AdjustmentRow = typeof schema.balanceAdjustments.$inferSelect;
export type NewAdjustment = typeof schema.balanceAdjustments.$inferInsert;
const adjustments = schema.balanceAdjustments;

/**
 * A request as the demo seed makes it (seed/adjustment-demo.ts): no operator clicked, so no audit
 * entry and no check; its request key makes it once.
 */
export async function insertSeededAdjustment(db: Database, row: NewAdjustment): Promise<void> {
  await db.insert(adjustments).values(row).onConflictDoNothing();
}

/** The new request, or undefined when its operator's request key was used already. */
export async function insertAdjustment(
  executor: Executor,
  row: NewAdjustment,
): Promise<AdjustmentRow | undefined> {
  const [inserted] = await executor.insert(adjustments).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** The request its operator made under this key. */
export async function adjustmentByRequestKey(
  executor: Executor,
  requestedBy: number,
  requestKey: string,
): Promise<AdjustmentRow | undefined> {
  const [first] = await executor
    .select()
    .from(adjustments)
    .where(and(eq(adjustments.requestedBy, requestedBy), eq(adjustments.requestKey, requestKey)));
  return first;
}

/** The adjustment, its row locked for the rest of the transaction. */
export async function lockAdjustment(executor: Executor, id: number): Promise<AdjustmentRow | undefined> {
  const [row] = await executor.select().from(adjustments).where(eq(adjustments.id, id)).for('update');
  return row;
}

/** Writes the decision (applied or declined) on the adjustment; the row after. */
export async function updateAdjustment(
  executor: Executor,
  id: number,
  change: Partial<NewAdjustment>,
): Promise<AdjustmentRow | undefined> {
  const [after] = await executor.update(adjustments).set(change).where(eq(adjustments.id, id)).returning();
  return after;
}

export interface AdjustmentFilter {
  status?: AdjustmentStatus | undefined;
  playerId?: number | undefined;
}

/** One page of the adjustments: pending ones as a queue (oldest first), otherwise newest first. */
export function adjustmentPage(
  executor: Executor,
  filter: AdjustmentFilter,
  window: { limit: number; offset: number },
): Promise<AdjustmentRow[]> {
  const conditions = [
    filter.status ? eq(adjustments.status, filter.status) : undefined,
    filter.playerId ? eq(adjustments.userId, filter.playerId) : undefined,
  ];
  const order = filter.status === 'pending' ? sql`${adjustments.id} ASC` : sql`${adjustments.id} DESC`;
  return executor
    .select()
    .from(adjustments)
    .where(and(...conditions))
    .orderBy(order)
    .limit(window.limit)
    .offset(window.offset);
}

/** How many adjustments match, counted up to `upTo`. */
export function countAdjustments(executor: Executor, filter: AdjustmentFilter, upTo: number) {
  const filters = [
    filter.status ? sql`status = ${filter.status}` : undefined,
    filter.playerId ? sql`user_id = ${filter.playerId}` : undefined,
  ].filter((f) => f !== undefined);
  return countUpTo(executor, sql`FROM balance_adjustments ${whereAll(filters)}`, upTo);
}

/** The emails of these operators by id; `ids` is not empty. */
export async function operatorEmailsByIds(executor: Executor, ids: number[]): Promise<Map<number, string>> {
  const rows = await queryRows<{ id: string; email: string }>(
    executor,
    sql`SELECT id, email FROM operators WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.email]));
}

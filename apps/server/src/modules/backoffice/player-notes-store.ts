import { type Executor, queryRows, schema } from '@jeton/db';
import { sql } from 'drizzle-orm';

// The player_notes table: operators' notes on a player, written by player-actions.ts and read by
// the player's page (player-detail.ts).

export type PlayerNoteValues = typeof schema.playerNotes.$inferInsert;

/** Writes the note in the caller's transaction; its id. */
export async function insertPlayerNote(executor: Executor, values: PlayerNoteValues): Promise<number> {
  const [note] = await executor
    .insert(schema.playerNotes)
    .values(values)
    .returning({ id: schema.playerNotes.id });
  return note!.id;
}

/** The player's newest notes first, with their operators' emails. */
export function recentPlayerNotes(
  executor: Executor,
  userId: number,
  limit: number,
): Promise<Record<string, unknown>[]> {
  return queryRows<Record<string, unknown>>(
    executor,
    sql`SELECT n.id, n.text, n.operator_id, o.email AS operator_email, n.created_at
            FROM player_notes n JOIN operators o ON o.id = n.operator_id
            WHERE n.user_id = ${userId} ORDER BY n.id DESC LIMIT ${limit}`,
  );
}

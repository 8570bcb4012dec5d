import { type Database, prepareStatement, schema } from '@jeton/db';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { playerBalancesJson } from '../ledger/accounts.js';
import type { LookupStatements } from './lookup-batcher.js';

/**
 * Sessions and their players by token hash(es), with the players' balances: named statements that
 * answer exactly what `resolve` reads. The player comes as one JSON column and the times as
 * epoch milliseconds, so the driver parses seven fields rather than forty (that per-field work, and
 * drizzle's row mapping, were the largest costs of a simple API call in the server process).
 */
export function prepareSessionLookups(db: Database): LookupStatements {
  const { sessions, users } = schema;
  const epochMs = (column: AnyColumn) => sql`floor(extract(epoch FROM ${column}) * 1000)::float8`;
  const statement = (name: string, where: SQL) =>
    prepareStatement(
      db,
      name,
      sql`SELECT ${sessions.tokenHash}, ${sessions.id}::text, ${sessions.revokedAt} IS NOT NULL,
          ${epochMs(sessions.lastSeenAt)}, ${epochMs(sessions.expiresAt)}, row_to_json(${users})::text,
          ${playerBalancesJson(users.id, users.currency)}::text
        FROM ${sessions} JOIN ${users} ON ${users.id} = ${sessions.userId}
        WHERE ${where}`,
      // The player and balances as text, read through ParsedByText (PGlite too answers text).
      ['text', 'text', 'bool', 'float8', 'float8', 'text', 'text'],
    );
  return {
    // A lone look-up keeps its plain index scan; the planner answers `= ANY` with a bitmap scan.
    one: statement('session_by_token_hash', sql`${sessions.tokenHash} = ${sql.placeholder('tokenHash')}`),
    // The array comes through a sub-select, which the planner cannot look into: a plan made for
    // the hashes at hand (5 of them) looked cheaper than the plan for any array (10 by its guess),
    // so PostgreSQL planned the statement anew on every call, three times the CPU of running it.
    // Seen through the sub-select every call looks alike, and the plan is made once per connection.
    many: statement(
      'sessions_by_token_hashes',
      sql`${sessions.tokenHash} = ANY((SELECT ${sql.placeholder('tokenHashes')}::text[])::text[])`,
    ),
  };
}

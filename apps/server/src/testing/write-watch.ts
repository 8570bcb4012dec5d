import { type Database, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type DatabaseState, databaseState } from './tables.js';

/**
 * Proof that calls wrote nothing, cheap enough to take around each of thousands of calls (the
 * hostile-input and permission tables). PostgreSQL moves its WAL position with every write to a
 * table, so a position that did not move proves nothing was written; when it moved (a write, or a
 * read that pruned a page; on a shared PostgreSQL, another database's writes) every table's digest
 * is compared, as `databaseState` always does.
 */
export class WriteWatch {
  private position: string | undefined;
  private state: DatabaseState | undefined;

  constructor(private readonly db: Database) {}

  /** Remembers the database as it is now; its digests are taken again only if something wrote since. */
  async mark(): Promise<void> {
    const position = await walPosition(this.db);
    if (this.state && position === this.position) return;
    this.state = await databaseState(this.db);
    // A write between the two readings would be missed: then the next check compares digests.
    this.position = (await walPosition(this.db)) === position ? position : undefined;
  }

  /** Fails when the database differs from the last mark. */
  async expectUnchanged(message?: string): Promise<void> {
    if (!this.state) throw new Error('WriteWatch.expectUnchanged before mark()');
    const position = await walPosition(this.db);
    if (position === this.position) return;
    expect(await databaseState(this.db), message).toEqual(this.state);
    this.position = position;
  }
}

async function walPosition(db: Database): Promise<string> {
  const [row] = await queryRows<{ lsn: string }>(db, sql`SELECT pg_current_wal_insert_lsn()::text AS lsn`);
  return row!.lsn;
}

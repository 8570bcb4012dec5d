import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { schema } from '@jeton/db';
import { getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TABLES_BY_OBJECT, tableReferences } from './testing/table-references.js';

// Issue 29: a table is named, in SQL or in a Drizzle query, only by the folder its schema file names
// as its owner, and there only in its `*-store.ts` files (decision 0091). Another module asks the
// owner's service or store, or subscribes to its events. This test reads the source tree.

const SOURCE_ROOT = fileURLToPath(new URL('.', import.meta.url));

/**
 * Demo stories (seed/) that still name other folders' tables: a module's seed writes its own tables
 * through its store, and a story goes through the owners' services (decision 0094). This list only
 * shrinks: it is empty, and stays so.
 */
const SEED_FILES_LEFT: string[] = [];

/**
 * Files that name their own folder's tables outside a `*-store.ts`. Every module keeps its SQL in its
 * stores; what is left is the core (ledger/, outbox/, sessions/, api/), whose SQL sits in files by
 * concern inside the folder that alone names its tables, and the player lock below. The test fails
 * when a listed file no longer names a table, and when a file not listed does: the list only shrinks.
 */
const SQL_OUTSIDE_STORES: string[] = [
  'api/idempotency.ts',
  'ledger/account-history.ts',
  'ledger/account-locks.ts',
  'ledger/accounts.ts',
  'ledger/daily-report.ts',
  'ledger/held-balances.ts',
  'ledger/invariants.ts',
  'ledger/jackpot-pools.ts',
  'ledger/money-held.ts',
  'ledger/pending-transfers.ts',
  'ledger/player-entries.ts',
  'ledger/real-money-losses.ts',
  'ledger/transfer.ts',
  // The one lock order's first lock, taken by other modules' stores too (decision 0083): not a store they may not import.
  'modules/account/player-lock.ts',
  'outbox/append.ts',
  'sessions/lookup-statements.ts',
  'sessions/session-service.ts',
  'sessions/session-time.ts',
];

/** Test files and test helpers may read any table: they set up and check what the code did. */
const isProductionSource = (path: string) =>
  /\.ts$/.test(path) && !/(\.test|-testing)\.ts$/.test(path) && !/(^|\/)testing\//.test(path);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return isProductionSource(relative(SOURCE_ROOT, path)) ? [path] : [];
  });
}

/** The folder a file belongs to: `modules/<name>`, `providers/<name>`, or its top folder. */
function folderOf(path: string): string {
  const [top, second] = path.split('/');
  return (top === 'modules' || top === 'providers') && second ? `${top}/${second}` : top!;
}

const ownerships: schema.OwnedTables[] = Object.values(schema).flatMap((value) =>
  value instanceof schema.TableOwnership ? value.entries : [],
);
const ownershipOf = new Map(
  ownerships.flatMap((entry) => entry.tables.map((table) => [getTableName(table), entry])),
);

interface Finding {
  file: string;
  folder: string;
  table: string;
}

const findings: Finding[] = sourceFiles(SOURCE_ROOT).flatMap((path) => {
  const file = relative(SOURCE_ROOT, path);
  const tables = new Set(
    tableReferences(readFileSync(path, 'utf8'), file).map((reference) => reference.table),
  );
  return [...tables].map((table) => ({ file, folder: folderOf(file), table }));
});

const isOwn = ({ folder, table }: Finding) => ownershipOf.get(table)?.owner === folder;
const mayRead = ({ folder, table }: Finding) =>
  (ownershipOf.get(table)?.readers as readonly string[] | undefined)?.includes(folder) ?? false;
const sorted = (items: Iterable<string>) => [...new Set(items)].sort();

describe('every table has one owner (packages/db/src/schema)', () => {
  it('names each table in exactly one ownership declaration', () => {
    const declared = ownerships.flatMap((entry) => entry.tables.map(getTableName));
    expect(declared.length).toBeGreaterThan(90);
    expect(sorted(declared)).toEqual(sorted(TABLES_BY_OBJECT.values()));
    expect(declared.length).toBe(new Set(declared).size);
  });

  it('names owners and readers that are folders of the server', () => {
    const folders = ownerships.flatMap((entry) => [entry.owner, ...entry.readers]);
    expect(folders.filter((folder) => !existsSync(join(SOURCE_ROOT, folder)))).toEqual([]);
  });
});

describe('tables are named only by their owner (apps/server/src)', () => {
  it('recognises a table named in SQL or in a Drizzle query', () => {
    const tables = (text: string) =>
      tableReferences(text).map((reference) => `${reference.table}:${reference.how}`);
    expect(
      tables('const q = sql`SELECT 1 FROM ledger_accounts a JOIN "ledger_postings" p ON true`;'),
    ).toEqual(['ledger_accounts:sql', 'ledger_postings:sql']);
    expect(tables('sql`INSERT INTO users (id) VALUES ($1)`; sql`UPDATE sports_bets SET x = 1`;')).toEqual([
      'users:sql',
      'sports_bets:sql',
    ]);
    expect(tables("const c = sql.raw('DELETE FROM outbox_events');")).toEqual(['outbox_events:sql']);
    expect(
      tables("import { schema } from '@jeton/db'; db.select().from(schema.playerBonuses).where(x);"),
    ).toEqual(['player_bonuses:drizzle']);
    expect(
      tables(
        "import { schema as s } from '@jeton/db'; const { users: u } = s; db.delete(u).where(eq(u.id, 1));",
      ),
    ).toEqual(['users:drizzle', 'users:drizzle']);
    expect(tables("import { wallets, users } from '@jeton/db/schema'; db.insert(users);")).toEqual([
      'users:drizzle',
    ]);
    // Prose, other strings and types are not queries.
    expect(
      tables("// read from users\nconst t = 'SELECT 1 FROM users'; type R = typeof schema.users;"),
    ).toEqual([]);
  });

  it('finds the tables the server names', () => {
    expect(findings.length).toBeGreaterThan(150);
  });

  it('has no module read or write another folder’s table', () => {
    const crossings = findings.filter((finding) => !isOwn(finding) && !mayRead(finding));
    const inFolders = crossings.filter(({ folder }) => folder !== 'seed');
    expect(
      inFolders.map(({ file, table }) => `${file} → ${table} (${ownershipOf.get(table)?.owner})`),
    ).toEqual([]);
  });

  it('has the demo seed name no other folder’s table but the files listed', () => {
    const seeds = findings.filter((finding) => finding.folder === 'seed' && !isOwn(finding));
    expect(sorted(seeds.map(({ file }) => file))).toEqual(sorted(SEED_FILES_LEFT));
  });

  it('keeps each folder’s SQL in its stores but in the files listed', () => {
    const outside = findings.filter(
      (finding) => (isOwn(finding) || mayRead(finding)) && !/-store\.ts$/.test(finding.file),
    );
    expect(sorted(outside.map(({ file }) => file))).toEqual(sorted(SQL_OUTSIDE_STORES));
  });
});

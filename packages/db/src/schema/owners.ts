import type { PgTable } from 'drizzle-orm/pg-core';

// Who owns which table (issue 29, decision 0091). Every schema file ends with one `…Owners`
// declaration naming, for each of its tables, the server folder (under apps/server/src) whose code
// alone names the table in SQL or in a Drizzle query. Another module asks the owner's service or
// store, or subscribes to its events; apps/server/src/table-owners.test.ts holds the server to it.

/** The server's feature modules that own tables (apps/server/src/modules/<name>). */
type ModuleName =
  | 'account'
  | 'auth'
  | 'backoffice'
  | 'betting-bonuses'
  | 'bonuses'
  | 'campaigns'
  | 'cashbacks'
  | 'cashier'
  | 'chat'
  | 'content-pages'
  | 'fraud'
  | 'game-history'
  | 'games'
  | 'house-studio'
  | 'jackpots'
  | 'loyalty'
  | 'notifications'
  | 'popups'
  | 'push'
  | 'responsible-gaming'
  | 'security'
  | 'settings'
  | 'social-sign-in'
  | 'sportsbook'
  | 'storage'
  | 'support'
  | 'tournaments'
  | 'tracking'
  | 'verification'
  | 'wallet'
  | 'winners';

/** Core folders: shared mechanisms every feature uses, each with its tables behind its functions. */
type CoreFolder = 'ledger' | 'outbox' | 'sessions' | 'api' | 'signing-keys';

/** Sandboxes of outside services (apps/server/src/providers/<name>) that keep state of their own. */
type ProviderName = 'messaging' | 'odds' | 'sign-in' | 'verification';

export type TableOwner = `modules/${ModuleName}` | CoreFolder | `providers/${ProviderName}`;

/**
 * A core folder allowed to read a table it does not own, named with the table's owner: only core
 * code may be a reader (a module asks the owner instead), each for a reason written next to it.
 */
export type TableReader = CoreFolder;

export interface OwnedTables {
  owner: TableOwner;
  tables: readonly PgTable[];
  readers: readonly TableReader[];
}

/** A schema file's tables by owner. */
export class TableOwnership {
  constructor(readonly entries: readonly OwnedTables[]) {}
}

/** One owner's tables, and the core folders that may also read them. */
export function ownedBy(
  owner: TableOwner,
  tables: readonly PgTable[],
  readers: readonly TableReader[] = [],
): OwnedTables {
  return { owner, tables, readers };
}

/** The one ownership declaration of a schema file. */
export function tableOwners(...entries: OwnedTables[]): TableOwnership {
  return new TableOwnership(entries);
}

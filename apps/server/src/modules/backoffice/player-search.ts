import type { ListWindow } from '@jeton/db';
import type { PlayerListItem, playerExportInput, playerSearchInput } from '@jeton/domain/backoffice';
import type { z } from 'zod';
import { COUNT_UP_TO, cappedTotal, isoOf, pageWindow } from '../../wiring/list-window.js';
import type { AccountStore } from '../account/account-store.js';
import type { PlayerSearchFilter } from '../account/player-search-store.js';
import { databasePlayerStatus, playerName, playerStatusOf } from './presenters.js';

export type PlayerFilter = z.output<typeof playerExportInput>;
export type PlayerSearch = z.output<typeof playerSearchInput>;

/**
 * The players list: filtered, sorted and paged in the database by the account module's store (the
 * players' tables are its own), presented here.
 */
export class PlayerSearchQuery {
  constructor(private readonly accounts: Pick<AccountStore, 'searchPlayers' | 'countPlayers'>) {}

  async search(input: PlayerSearch) {
    const filter = accountFilterOf(input);
    const items = await this.rows(filter, pageWindow(input.page, input.perPage));
    return { items, ...cappedTotal(await this.accounts.countPlayers(filter, COUNT_UP_TO)) };
  }

  /** One chunk of the export, in the list's order. */
  chunk(filter: PlayerFilter, offset: number, limit: number): Promise<PlayerListItem[]> {
    return this.rows(accountFilterOf(filter), { limit, offset });
  }

  private async rows(filter: PlayerSearchFilter, window: ListWindow): Promise<PlayerListItem[]> {
    const rows = await this.accounts.searchPlayers(filter, window);
    return rows.map((r) => ({
      id: Number(r.id),
      email: r.email,
      phone: r.phone,
      name: playerName(r.first_name, r.last_name),
      status: playerStatusOf(r.status),
      currency: r.currency.trim(),
      createdAt: isoOf(r.created_at),
      isVerified: r.is_verified,
    }));
  }
}

function accountFilterOf(filter: PlayerFilter): PlayerSearchFilter {
  return {
    ...(filter.status ? { status: databasePlayerStatus(filter.status) } : {}),
    ...(filter.query !== undefined ? { query: filter.query } : {}),
    sort: filter.sort,
    order: filter.order,
  };
}

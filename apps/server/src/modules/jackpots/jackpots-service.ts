import type { Database } from '@jeton/db';
import { AppError, type Jackpot, type JackpotWinner, type LocaleCode, toMoneyAmount } from '@jeton/domain';
import { accountBalances } from '../../ledger/index.js';
import { publicName } from '../account/public-name.js';
import { HOUSE_GAMES_BY_SYSNAME } from '../house-studio/house-games.js';
import { type JackpotStore, localized } from './jackpot-store.js';

type GameNames = (sysnames: string[], locale: LocaleCode) => Promise<Map<string, string>>;

const amountOf = (minor: bigint, currency: string) => toMoneyAmount(minor, currency).amount;

/** The players' side of the jackpots: what runs now and who won, readable by guests too. */
export class JackpotsService {
  constructor(private readonly deps: { db: Database; store: JackpotStore; gameNames: GameNames }) {}

  async get(
    locale: LocaleCode,
    page: { offset: number; count: number; ids?: readonly number[] },
  ): Promise<{ items: Jackpot[]; total: number }> {
    const { rows, total } = await this.deps.store.list(page);
    const balances = await accountBalances(
      this.deps.db,
      rows.map((row) => row.poolAccountId),
    );
    const gamesOf = (games: string[]) => (games.length > 0 ? games : [...HOUSE_GAMES_BY_SYSNAME.keys()]);
    const names = await this.deps.gameNames([...new Set(rows.flatMap((row) => gamesOf(row.games)))], locale);
    const items = rows.map(
      (row): Jackpot => ({
        id: row.id,
        sysname: row.sysname,
        name: localized(row, locale),
        description: locale === 'fr' ? row.descriptionFr : row.descriptionEn,
        currency: row.currency,
        amount: amountOf(balances.get(row.poolAccountId) ?? 0n, row.currency),
        drop_from: amountOf(row.cycle.dropMinMinor, row.currency),
        drop_before: amountOf(row.cycle.dropMaxMinor, row.currency),
        contribution_percent: row.rateBp / 100,
        all_house_games: row.games.length === 0,
        games: gamesOf(row.games).map((sysname) => ({ sysname, name: names.get(sysname) ?? sysname })),
        cycle: row.cycle.number,
        commitment: row.cycle.commitment,
      }),
    );
    return { items, total };
  }

  async getWinners(
    locale: LocaleCode,
    page: { offset: number; count: number; jackpotId?: number },
  ): Promise<{ items: JackpotWinner[]; total: number }> {
    if (page.jackpotId !== undefined && !(await this.deps.store.byId(page.jackpotId))) {
      throw new AppError('InvalidParameterException', 'There is no such jackpot', {
        code: 'JACKPOT_NOT_FOUND',
        data: { fields: { jackpot_id: 'There is no such jackpot' } },
      });
    }
    const { rows, total } = await this.deps.store.wins(page);
    const names = await this.deps.gameNames([...new Set(rows.map((row) => row.game))], locale);
    const items = rows.map(
      (row): JackpotWinner => ({
        jackpot_id: row.jackpotId,
        jackpot_name: localized(row, locale),
        cycle: row.cycle,
        game: { sysname: row.game, name: names.get(row.game) ?? row.game },
        winner: publicName(row.fakename, row.login),
        amount: amountOf(row.amountMinor, row.currency),
        currency: row.currency,
        won_at: row.wonAt.toISOString(),
        drop_amount_minor: row.dropAmountMinor.toString(),
        salt: row.salt,
        commitment: row.commitment,
      }),
    );
    return { items, total };
  }
}

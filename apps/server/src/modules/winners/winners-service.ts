import type { Database, Executor } from '@jeton/db';
import { AppError, type LocaleCode, toMoneyAmount } from '@jeton/domain';
import type { BigWinRule, winnersListInput } from '@jeton/domain/backoffice';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { LiveSignals } from '../../live/live-signals.js';
import { publicName } from '../account/public-name.js';
import type { SettingsService } from '../settings/settings-service.js';
import { BIG_WIN_RULE_KEY, isBigWin, multiplierOf, ruleOf } from './big-win-rule.js';
import type { BigWinRow, BigWinsStore, NewBigWin } from './big-wins-store.js';

/** The live channel of /winners: a signal when a big win is recorded. */
export const WINNERS_CHANNEL = 'winners';

/**
 * The big wins of /winners (decision 0059): real-money wins the wallet paid that pass the
 * operator's rule, recorded once by the outbox subscriber, listed newest first with the winner
 * shown by a public name; operators change the rule and hide a win.
 */
export class WinnersService {
  constructor(
    private readonly deps: {
      db: Database;
      store: BigWinsStore;
      settings: SettingsService;
      live: LiveSignals;
      clock: Clock;
      /** The real-money stakes of a round so far (the wallet's, decision 0091). */
      stakesOfRound: (executor: Executor, studio: string, roundId: string) => Promise<bigint>;
    },
  ) {}

  async rule(executor?: Executor): Promise<BigWinRule> {
    const { settings } = this.deps;
    return ruleOf(
      executor
        ? await settings.readLocked(executor, BIG_WIN_RULE_KEY)
        : await settings.read(BIG_WIN_RULE_KEY),
    );
  }

  /** Saves the rule; it applies to wins paid from now on. Answers the rule before, for the audit log. */
  async saveRule(tx: Executor, rule: BigWinRule): Promise<BigWinRule> {
    const before = await this.rule(tx);
    await this.deps.settings.write(BIG_WIN_RULE_KEY, rule, tx);
    return before;
  }

  /**
   * Records a paid win when it passes the rule, in the delivery's transaction. Answers whether it
   * recorded one (false also for a win delivered again).
   */
  async consider(tx: Executor, win: Omit<NewBigWin, 'stakeMinor'>): Promise<boolean> {
    const { store, stakesOfRound } = this.deps;
    const stakeMinor = await stakesOfRound(tx, win.studio, win.roundId);
    if (!isBigWin({ stakeMinor, winMinor: win.winMinor }, await this.rule(tx))) return false;
    return (await store.record(tx, { ...win, stakeMinor })) !== null;
  }

  /** Tells open /winners pages to re-read (after the recording transaction committed). */
  async announce(): Promise<void> {
    await this.deps.live.publish(WINNERS_CHANNEL, { type: 'big_win' });
  }

  /** The public list: shown wins, newest first. */
  async list(query: { offset: number; count: number }, locale: LocaleCode) {
    const { rows, total } = await this.deps.store.page('shown', query.offset, query.count, locale);
    return { total, items: rows.map(presentPublic) };
  }

  /** The back office's list: every win with its player's login, and the rule. */
  async adminList(query: z.output<typeof winnersListInput>, locale: LocaleCode) {
    const offset = (query.page - 1) * query.perPage;
    const [{ rows, total }, rule] = await Promise.all([
      this.deps.store.page(query.filter, offset, query.perPage, locale),
      this.rule(),
    ]);
    return { items: rows.map(presentAdmin), total, totalCapped: false, rule };
  }

  /** Hides or shows one win; answers it before and after, for the audit log. */
  async setHidden(tx: Executor, id: number, hidden: boolean, locale: LocaleCode) {
    const { store, clock } = this.deps;
    const before = await store.find(tx, id, locale);
    if (!before)
      throw new AppError('InvalidRequestException', 'There is no such big win', {
        code: 'BIG_WIN_NOT_FOUND',
      });
    const hiddenAt = hidden ? (before.hiddenAt ?? clock.now()) : null;
    const after = (await store.setHidden(tx, id, hiddenAt, locale))!;
    return { before: presentAdmin(before), after: presentAdmin(after) };
  }
}

function presentPublic(row: BigWinRow) {
  return {
    id: row.id,
    game: { sysname: row.game, name: row.gameName, image_url: row.imageUrl },
    player: publicName(row.fakename, row.login),
    amount: toMoneyAmount(row.winMinor, row.currency),
    stake: toMoneyAmount(row.stakeMinor, row.currency),
    multiplier: multiplierOf(row.stakeMinor, row.winMinor),
    won_at: row.wonAt.toISOString(),
  };
}

function presentAdmin(row: BigWinRow) {
  return {
    id: row.id,
    playerId: row.userId,
    login: row.login,
    shownAs: publicName(row.fakename, row.login),
    game: row.game,
    gameName: row.gameName,
    currency: row.currency,
    amountMinor: Number(row.winMinor),
    stakeMinor: Number(row.stakeMinor),
    multiplier: multiplierOf(row.stakeMinor, row.winMinor),
    wonAt: row.wonAt.toISOString(),
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
  };
}

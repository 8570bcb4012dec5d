import type { Database, Executor } from '@jeton/db';
import {
  type BettingBonus,
  type BettingBonusStatus,
  currencyScale,
  type LocaleCode,
  type PromoCodeGrant,
  toMoneyAmount,
} from '@jeton/domain';
import type { Clock } from '../../clock.js';
import { playerAccountId } from '../../ledger/index.js';
import type { BettingBonusGrant } from '../bonuses/bonus-service.js';
import { BonusLifecycle } from '../bonuses/lifecycle/bonus-lifecycle.js';
import { BonusMoney } from '../bonuses/lifecycle/bonus-money.js';
import type { BonusRules } from '../bonuses/lifecycle/lifecycle-types.js';
import type { NotificationsService } from '../notifications/notifications-service.js';
import { bettingBonusError } from './betting-bonus-errors.js';
import type { BettingBonusesStore, NewBettingBonus, PlayerBettingBonus } from './betting-bonuses-store.js';
import { freeBetRefusal, oddsHundredthsOf } from './free-bet-terms.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A free bet's bet as the sportsbook tells it. */
export interface FreeBetOfBet {
  currency: string;
  stakeMinor: bigint;
  /** A single's odds, a multiple's combined odds. */
  oddsHundredths: number;
  /** A multiple's legs' odds (decision 0077): each must meet the lowest odds too. */
  legOddsHundredths?: readonly number[];
}

/**
 * Betting bonuses (decision 0070): free bets granted by offers, activated by the player onto the
 * betting-bonus balance (`betting_bonus_grant`), staked whole on one single or one multiple
 * (decision 0077; the sportsbook's hold takes them from that balance), removed or expired back to
 * the house (`betting_bonus_forfeit`). Grant, activation, removal and expiry are the shared bonus
 * lifecycle's (decision 0090); what is a free bet's own is its bet: taken, staked, settled.
 */
export class BettingBonusService {
  private readonly lifecycle: BonusLifecycle<PlayerBettingBonus, NewBettingBonus>;

  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      store: BettingBonusesStore;
      notifications: NotificationsService;
    },
  ) {
    this.lifecycle = new BonusLifecycle({
      db: deps.db,
      clock: deps.clock,
      store: deps.store,
      money: new BonusMoney({
        prefix: 'betting_bonus',
        balance: 'betting_bonus',
        grant: 'betting_bonus_grant',
        conversion: null,
        forfeit: 'betting_bonus_forfeit',
      }),
      rules: freeBetRules(deps.notifications),
    });
  }

  /** Grants an offer's betting bonus, available to activate (once per grant key); what it granted. */
  async grant(tx: Executor, grant: BettingBonusGrant): Promise<PromoCodeGrant | null> {
    const now = this.deps.clock.now();
    const amountMinor = BigInt(Math.round(grant.terms.bet_amount * 10 ** currencyScale(grant.currency)));
    const bonus = await this.lifecycle.grant(
      tx,
      {
        userId: grant.userId,
        grantKey: grant.grantKey,
        offerId: grant.offerId,
        title: grant.titles,
        currency: grant.currency,
        amountMinor,
        minOddsHundredths: oddsHundredthsOf(grant.terms.min_odds),
        validDays: grant.terms.days,
        createdAt: now,
        expiresAt: new Date(now.getTime() + grant.terms.days * DAY_MS),
      },
      // A free bet waits available for the player to activate it (decision 0070).
      { start: false },
    );
    if (!bonus) return null;
    return {
      type: 'betting_bonus',
      amount: toMoneyAmount(amountMinor, grant.currency),
      min_odds: grant.terms.min_odds,
    };
  }

  async list(
    userId: number,
    query: { offset: number; count: number; statuses: readonly BettingBonusStatus[] },
    locale: LocaleCode,
  ) {
    const { items, total } = await this.lifecycle.list(userId, query);
    return { total, items: items.map((bonus) => present(bonus, locale)) };
  }

  /** Activates an available free bet: its money goes on the betting-bonus balance. */
  async activate(userId: number, id: number, locale: LocaleCode): Promise<BettingBonus> {
    return present(await this.lifecycle.activate(userId, id), locale);
  }

  /** Forfeits a free bet: an active one's money goes back to the house; one in a bet cannot go. */
  async remove(userId: number, id: number, locale: LocaleCode): Promise<BettingBonus> {
    return present(await this.lifecycle.remove(userId, id), locale);
  }

  /** Ends the available and active free bets past their time, each in its own transaction. */
  expireDue(): Promise<number> {
    return this.lifecycle.expireDue();
  }

  /**
   * For the sportsbook, in the placement's transaction: locks the player's free bet and checks the
   * bet against its terms; answers the betting-bonus account the stake is held from. A second bet
   * racing for the same free bet waits on the row lock, then finds it staked.
   */
  async takeForBet(tx: Executor, userId: number, id: number, bet: FreeBetOfBet): Promise<number> {
    const bonus = await this.lifecycle.own(tx, userId, id);
    const refusal = freeBetRefusal(bonus, bet, this.deps.clock.now());
    if (refusal === 'BETTING_BONUS_STAKE') {
      throw bettingBonusError(refusal, 'A free bet is staked whole', {
        amount: toMoneyAmount(bonus.amountMinor, bonus.currency).amount,
      });
    }
    if (refusal === 'BETTING_BONUS_MIN_ODDS') {
      throw bettingBonusError(refusal, 'The odds are below the free bet’s lowest odds', {
        min_odds: bonus.minOddsHundredths / 100,
      });
    }
    if (refusal === 'BETTING_BONUS_EXPIRED')
      throw bettingBonusError(refusal, 'This betting bonus has expired');
    if (refusal) throw bettingBonusError(refusal, 'This free bet is not active');
    return playerAccountId(tx, userId, 'betting_bonus', bonus.currency);
  }

  /** The free bet is in this bet now (the placement's transaction). */
  async staked(tx: Executor, id: number, betId: number): Promise<void> {
    await this.deps.store.update(tx, id, { status: 'staked', betId });
  }

  /**
   * Its bet settled (the settlement's transaction): won or lost ends the free bet; void put its
   * stake back on the betting-bonus balance (the hold returns to where it came from), so the free
   * bet is active again until it expires.
   */
  async betSettled(
    tx: Executor,
    id: number,
    bet: { id: number; userId: number; currency: string; stakeMinor: bigint },
    outcome: 'won' | 'lost' | 'void',
    winningsMinor: bigint,
  ): Promise<void> {
    const bonus = await this.deps.store.lockOwn(tx, bet.userId, id);
    if (bonus?.status !== 'staked') return;
    if (outcome === 'void') {
      await this.deps.store.update(tx, id, { status: 'active' });
      await this.deps.notifications.notify(tx, bet.userId, 'free_bet_void', {
        ...toMoneyAmount(bet.stakeMinor, bet.currency),
        bet_id: bet.id,
        betting_bonus_id: id,
      });
      return;
    }
    await this.deps.store.update(tx, id, {
      status: outcome,
      endedAt: this.deps.clock.now(),
      winningsMinor: outcome === 'won' ? winningsMinor : 0n,
    });
  }
}

/** What a free bet does apart in the shared lifecycle: its clock started at the grant, and a bet holds it. */
function freeBetRules(notifications: NotificationsService): BonusRules<PlayerBettingBonus> {
  return {
    clockStarts: 'grant',
    errors: {
      notFound: () => bettingBonusError('BETTING_BONUS_NOT_FOUND', 'There is no such betting bonus'),
      ended: () => bettingBonusError('BETTING_BONUS_ENDED', 'This betting bonus has ended'),
      inUse: () =>
        bettingBonusError('BETTING_BONUS_IN_USE', 'Another free bet is active: place or remove it first'),
      expired: () => bettingBonusError('BETTING_BONUS_EXPIRED', 'This betting bonus has expired'),
    },
    refusal: (bonus, step) => {
      if (bonus.status !== 'staked') return null;
      return step === 'activate'
        ? bettingBonusError('BETTING_BONUS_IN_BET', 'This free bet is in a bet')
        : bettingBonusError('BETTING_BONUS_IN_BET', 'This free bet is in a bet: the bet settles it');
    },
    // Only an expiry of an active free bet is told: it never converts, and a removal is the player's own.
    tell: async (tx, bonus, step, amountMinor) => {
      if (step !== 'expired') return;
      await notifications.notify(tx, bonus.userId, 'betting_bonus_expired', {
        ...toMoneyAmount(amountMinor, bonus.currency),
        betting_bonus_id: bonus.id,
      });
    },
  };
}

function present(bonus: PlayerBettingBonus, locale: LocaleCode): BettingBonus {
  return {
    id: bonus.id,
    status: bonus.status,
    title: bonus.title[locale] || bonus.title.en || '',
    amount: toMoneyAmount(bonus.amountMinor, bonus.currency),
    min_odds: bonus.minOddsHundredths / 100,
    valid_days: bonus.validDays,
    created_at: bonus.createdAt.toISOString(),
    activated_at: bonus.activatedAt?.toISOString() ?? null,
    expires_at: bonus.expiresAt.toISOString(),
    ended_at: bonus.endedAt?.toISOString() ?? null,
    bet_id: bonus.betId,
    winnings: bonus.winningsMinor === null ? null : toMoneyAmount(bonus.winningsMinor, bonus.currency),
  };
}

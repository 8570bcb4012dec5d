import {
  currencyScale,
  type MoneyAmount,
  parseMajorAmount,
  type SportsEvent,
  type SportsMarket,
  type SportsSelection,
  toMoneyAmount,
} from '@jeton/domain';

/** A selection on the bet slip, with the price the player saw when adding it. */
export interface SlipItem {
  selectionId: number;
  eventId: number;
  event: string;
  market: string;
  selection: string;
  odds: number;
  /**
   * Restored from the browser (decision 0077) on a market that has closed, or an event that is
   * over or gone: shown as no longer available, to remove before placing.
   */
  unavailable?: boolean;
}

export function slipItemOf(event: SportsEvent, market: SportsMarket, selection: SportsSelection): SlipItem {
  return {
    selectionId: selection.id,
    eventId: event.id,
    event: `${event.home} – ${event.away}`,
    market: market.name,
    selection: selection.name,
    odds: selection.odds,
  };
}

/** Odds as the server keeps them: in hundredths (1.85 → 185). */
export function oddsHundredths(odds: number): number {
  return Math.round(odds * 100);
}

/** The stake as the API takes it: major units with a dot (a French player's "12,5" is 12.5). */
export function stakeForApi(stake: string): string {
  return stake.trim().replace(',', '.');
}

// The API's stake field: up to nine whole digits, then a dot and the decimals.
const API_STAKE = /^\d{1,9}(?:\.\d+)?$/;

/**
 * A typed stake ("5", "12.50", "12,5") in the currency's minor units, or null: what the server reads
 * from the text the slip sends (parseMajorAmount, with the currency's scale).
 */
export function stakeMinor(stake: string, currency: string): bigint | null {
  const text = stakeForApi(stake);
  return API_STAKE.test(text) ? parseMajorAmount(text, currency) : null;
}

/** The typed stake in major units, to show; null for a bad stake. */
export function stakeAmount(stake: string, currency: string): number | null {
  const minor = stakeMinor(stake, currency);
  return minor === null ? null : toMoneyAmount(minor, currency).amount;
}

/** Stake × odds in minor units, rounded down as the server does, back in major units; null for a bad stake. */
export function potentialReturn(stake: string, odds: number, currency: string): number | null {
  const minor = stakeMinor(stake, currency);
  if (minor === null) return null;
  return toMoneyAmount((minor * BigInt(oddsHundredths(odds))) / 100n, currency).amount;
}

/**
 * What a free bet of `amount` wins at these odds (decision 0070): the return, rounded down as the
 * server does, less the stake, which is not returned.
 */
export function freeBetWinnings(amount: MoneyAmount, odds: number): number {
  const minor = minorUnits(amount);
  const winnings = (minor * BigInt(oddsHundredths(odds))) / 100n - minor;
  return toMoneyAmount(winnings > 0n ? winnings : 0n, amount.currency).amount;
}

/** A free bet's amount as the API takes a stake: major units with all the currency's decimals. */
export function amountForApi(amount: MoneyAmount): string {
  return amount.amount.toFixed(currencyScale(amount.currency));
}

function minorUnits({ amount, currency }: MoneyAmount): bigint {
  return BigInt(Math.round(amount * 10 ** currencyScale(currency)));
}

/**
 * A multiple's combined odds as the server computes them: the product of the legs' odds, rounded
 * down to the hundredth (1.85 × 2.10 = 3.885 → 3.88).
 */
export function combinedOdds(odds: readonly number[]): number {
  if (odds.length === 0) return 1;
  const product = odds.map((o) => BigInt(oddsHundredths(o))).reduce((a, b) => a * b, 1n);
  return Number(product / 100n ** BigInt(odds.length - 1)) / 100;
}

/** The ids of the events that have more than one selection on the slip (they cannot be combined). */
export function clashingEvents(items: readonly SlipItem[]): Set<number> {
  const seen = new Set<number>();
  const clashes = new Set<number>();
  for (const item of items) {
    if (seen.has(item.eventId)) clashes.add(item.eventId);
    seen.add(item.eventId);
  }
  return clashes;
}

/** A multiple's legs as the API takes them: `selection_id:odds` pairs joined by commas. */
export function legsForApi(items: readonly SlipItem[]): string {
  return items.map((item) => `${item.selectionId}:${item.odds.toFixed(2)}`).join(',');
}

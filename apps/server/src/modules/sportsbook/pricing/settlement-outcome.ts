import { combinedOddsHundredths, potentialReturnMinor } from './odds.js';

export type BetOutcome = 'won' | 'lost' | 'void';
/** A leg's result: its market's once it has one. */
export type LegResult = BetOutcome | 'open';

/**
 * How a single settles from its market: a void market (or cancelled event) refunds the stake; a
 * settled one wins when its winning selection is the bet's. Null while the market has no result.
 */
export function outcomeOf(
  market: { status: string; winningSelectionId: number | null },
  selectionId: number,
): BetOutcome | null {
  if (market.status === 'void') return 'void';
  if (market.status !== 'settled' || market.winningSelectionId === null) return null;
  return market.winningSelectionId === selectionId ? 'won' : 'lost';
}

/** A leg's result from its market: `open` while the market has none. */
export function legResultOf(
  market: { status: string; winningSelectionId: number | null },
  selectionId: number,
): LegResult {
  return outcomeOf(market, selectionId) ?? 'open';
}

/** What settlement pays the player: the return when won, the stake back when void, nothing when lost. */
export function payoutOf(outcome: BetOutcome, stakeMinor: bigint, oddsHundredths: number): bigint {
  if (outcome === 'won') return potentialReturnMinor(stakeMinor, oddsHundredths);
  return outcome === 'void' ? stakeMinor : 0n;
}

/**
 * How a multiple settles from its legs (decision 0067), or null while it must wait:
 * - one lost leg loses the bet at once (no later result could save it);
 * - otherwise it waits until every leg has a result;
 * - a void leg counts at 1.00: the bet wins at the product of its won legs' odds (rounded down to
 *   the hundredth, as when placed), and is void (the stake back) when every leg is void.
 * `oddsHundredths` is the odds it pays at (100 when void, 0 when lost).
 */
export function multipleOutcome(
  legs: readonly { result: LegResult; oddsHundredths: number }[],
): { outcome: BetOutcome; oddsHundredths: number } | null {
  if (legs.some((leg) => leg.result === 'lost')) return { outcome: 'lost', oddsHundredths: 0 };
  if (legs.length === 0 || legs.some((leg) => leg.result === 'open')) return null;
  const won = legs.filter((leg) => leg.result === 'won').map((leg) => leg.oddsHundredths);
  if (won.length === 0) return { outcome: 'void', oddsHundredths: 100 };
  return { outcome: 'won', oddsHundredths: combinedOddsHundredths(won) };
}

/**
 * What a multiple pays: stake × the odds it settled at, rounded down, never above the most a bet
 * may return (placement refuses more; a void leg only lowers the odds).
 */
export function multiplePayoutOf(
  settled: { outcome: BetOutcome; oddsHundredths: number },
  stakeMinor: bigint,
  maxReturnMinor: bigint,
): bigint {
  if (settled.outcome === 'lost') return 0n;
  if (settled.outcome === 'void') return stakeMinor;
  const payout = potentialReturnMinor(stakeMinor, settled.oddsHundredths);
  return payout > maxReturnMinor ? maxReturnMinor : payout;
}

/**
 * What a free multiple pays to the main balance (decision 0077): when won, its return at the odds
 * it settled at, capped as a cash multiple's, less the stake (the house's money); nothing when lost
 * or void (a void one's stake goes back to the free bet, never to real money).
 */
export function freeMultiplePayoutMinor(
  settled: { outcome: BetOutcome; oddsHundredths: number },
  stakeMinor: bigint,
  maxReturnMinor: bigint,
): bigint {
  if (settled.outcome !== 'won') return 0n;
  const back = multiplePayoutOf(settled, stakeMinor, maxReturnMinor);
  return back > stakeMinor ? back - stakeMinor : 0n;
}

import { potentialReturnMinor } from './odds.js';

export type BetOutcome = 'won' | 'lost' | 'void';

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

/** What settlement pays the player: the return when won, the stake back when void, nothing when lost. */
export function payoutOf(outcome: BetOutcome, stakeMinor: bigint, oddsHundredths: number): bigint {
  if (outcome === 'won') return potentialReturnMinor(stakeMinor, oddsHundredths);
  return outcome === 'void' ? stakeMinor : 0n;
}

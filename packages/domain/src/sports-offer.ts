// When a sports selection can be backed (decision 0065): one rule for placing a bet, offering a
// cash-out and checking a kept slip, so the three never disagree.

/** A market still shown with its prices: open, or suspended for a moment. */
export function marketOffered(status: string): boolean {
  return status === 'open' || status === 'suspended';
}

/** An event that takes bets now: in play, or not started yet. */
export function eventTakesBets(status: string, startsAt: Date | string, now: Date): boolean {
  return status === 'live' || (status === 'scheduled' && new Date(startsAt) > now);
}

/** A selection that can be backed now: its market open and its event taking bets. */
export function selectionOnOffer(
  marketStatus: string,
  event: { status: string; startsAt: Date | string },
  now: Date,
): boolean {
  return marketStatus === 'open' && eventTakesBets(event.status, event.startsAt, now);
}

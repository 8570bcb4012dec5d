import type { TournamentStatus } from '@jeton/domain';

// A tournament's status follows from its times; only a cancellation and the payout are stored.

export interface TournamentTimes {
  startsAt: Date;
  endsAt: Date;
  cancelledAt: Date | null;
  finishedAt: Date | null;
}

/** What an operator sees: `finishing` is ended and waiting for its payout (the job's next run). */
export type TournamentPhase = TournamentStatus | 'finishing' | 'cancelled';

export function phaseOf(times: TournamentTimes, now: Date): TournamentPhase {
  if (times.cancelledAt) return 'cancelled';
  if (times.finishedAt) return 'finished';
  if (now < times.startsAt) return 'future';
  if (now < times.endsAt) return 'active';
  return 'finishing';
}

/** What a player sees: an ended tournament is finished, its winners shown once paid. */
export function playerStatusOf(times: TournamentTimes, now: Date): TournamentStatus {
  const phase = phaseOf(times, now);
  return phase === 'future' || phase === 'active' ? phase : 'finished';
}

import { ActionNotAllowedError } from '../registry/errors.js';
import { readInteger, readRecord } from '../registry/parse.js';
import type { MultiStepGame } from '../registry/types.js';
import { CRASH_MAX_TARGET_HUNDREDTHS, CRASH_MIN_TARGET_HUNDREDTHS, CRASH_RTP, playCrash } from './crash.js';
import {
  actCrash,
  type CrashAction,
  type CrashState,
  crashMultiplierAt,
  crashView,
  startCrashRound,
} from './crash-round.js';

/** A crash bet: an optional automatic cash-out target; without one the player cashes out by hand. */
export interface CrashBet {
  targetHundredths: number | null;
}

function parseCrashAction(input: unknown): CrashAction {
  const record = input as Record<string, unknown> | null;
  const at = record?.atHundredths;
  if (
    typeof input === 'object' &&
    input !== null &&
    !Array.isArray(input) &&
    Object.keys(input).sort().join() === 'atHundredths,type' &&
    (record!.type === 'cashout' || record!.type === 'check') &&
    typeof at === 'number' &&
    Number.isSafeInteger(at) &&
    at >= 100
  ) {
    return { type: record!.type, atHundredths: at };
  }
  throw new ActionNotAllowedError('a crash action is { type: cashout } or { type: check }');
}

export const crashGame: MultiStepGame<CrashBet, CrashState, CrashAction> = {
  kind: 'crash',
  shape: 'multi-step',
  name: 'Crash',
  rtp: { rtp: CRASH_RTP, note: '99 % for every cash-out, by hand or at a target (P(crash ≥ m) = 0.99 / m)' },
  parseBet(input) {
    const record = readRecord(input, 'crash bet', ['targetHundredths']);
    if (record.targetHundredths === undefined || record.targetHundredths === null)
      return { targetHundredths: null };
    return {
      targetHundredths: readInteger(
        record,
        'targetHundredths',
        CRASH_MIN_TARGET_HUNDREDTHS,
        CRASH_MAX_TARGET_HUNDREDTHS,
      ),
    };
  },
  start(stream, bet) {
    return startCrashRound(playCrash(stream).crashHundredths, bet.targetHundredths);
  },
  stampAction(input, elapsedMs) {
    // The client names the action; the multiplier is always the server's, whatever the client sent.
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
    return { type: (input as { type?: unknown }).type, atHundredths: crashMultiplierAt(elapsedMs) };
  },
  parseAction: parseCrashAction,
  act: actCrash,
  view: crashView,
};

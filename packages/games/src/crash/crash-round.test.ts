import { describe, expect, it } from 'vitest';
import { OutcomeStream } from '../fairness/stream.js';
import { ActionNotAllowedError } from '../registry/errors.js';
import { replayHouseRound } from '../registry/replay.js';
import { expectRtpWithinStandardErrors } from '../sim/expect-rtp.js';
import { RtpMeter } from '../sim/rtp.js';
import { CRASH_RTP, playCrash } from './crash.js';
import {
  actCrash,
  CRASH_GROWTH_PER_MS,
  type CrashState,
  crashMultiplierAt,
  crashTimeToReach,
  crashView,
  startCrashRound,
} from './crash-round.js';
import { crashGame } from './definition.js';

const seeds = {
  serverSeed: 'd5b43b2333aff3bc7368fbf6c7fe46e9687afc4062a4f6abe727564f0a39878c',
  clientSeed: 'player-seed',
  nonce: 7,
};

const cashout = (atHundredths: number) => ({ type: 'cashout' as const, atHundredths });
const check = (atHundredths: number) => ({ type: 'check' as const, atHundredths });

describe('crash against the clock', () => {
  it('rises from ×1.00 as e^(k·t), doubling in about 11.6 s', () => {
    expect(crashMultiplierAt(0)).toBe(100);
    expect(crashMultiplierAt(-5)).toBe(100);
    expect(crashMultiplierAt(Math.log(2) / CRASH_GROWTH_PER_MS + 1)).toBe(200);
    expect(crashMultiplierAt(11_000)).toBeLessThan(200);
    expect(crashTimeToReach(100)).toBe(0);
    expect(crashMultiplierAt(crashTimeToReach(1_000) + 1)).toBe(1_000);
    let previous = 100;
    for (let ms = 0; ms < 120_000; ms += 37) {
      const now = crashMultiplierAt(ms);
      expect(now).toBeGreaterThanOrEqual(previous);
      previous = now;
    }
  });

  it('a cash-out by hand pays the multiplier of its moment when the crash has not come yet', () => {
    const open = startCrashRound(200, null);
    expect(actCrash(open, cashout(150)).state).toMatchObject({
      finished: true,
      multiplier: 1.5,
      cashedOutHundredths: 150,
      allowedActions: [],
    });
    expect(actCrash(open, cashout(200)).state.multiplier).toBe(2);
    expect(actCrash(open, cashout(201)).state).toMatchObject({
      finished: true,
      multiplier: 0,
      cashedOutHundredths: null,
    });
  });

  it('a check changes nothing while the multiplier rises, and ends the round once it has crashed', () => {
    const open = startCrashRound(200, null);
    expect(actCrash(open, check(150)).state).toBe(open);
    expect(actCrash(open, check(201)).state).toMatchObject({ finished: true, multiplier: 0 });
  });

  it('the automatic target cashes out first when the multiplier reached it before the crash', () => {
    const withTarget = startCrashRound(200, 180);
    expect(actCrash(withTarget, check(190)).state).toMatchObject({ finished: true, multiplier: 1.8 });
    expect(actCrash(withTarget, check(500)).state.multiplier).toBe(1.8);
    expect(actCrash(withTarget, cashout(150)).state.multiplier).toBe(1.5);
    const crashedBefore = startCrashRound(170, 180);
    expect(actCrash(crashedBefore, check(190)).state).toMatchObject({ finished: true, multiplier: 0 });
  });

  it('refuses a cash-out below ×1.01 and any action once the round is over', () => {
    const open = startCrashRound(100, null);
    expect(() => actCrash(open, cashout(100))).toThrow(ActionNotAllowedError);
    // crashed at ×1.00: as soon as the multiplier shows ×1.01 the round is lost
    const lost = actCrash(open, check(101)).state;
    expect(lost).toMatchObject({ finished: true, multiplier: 0 });
    expect(() => actCrash(lost, check(101))).toThrow(ActionNotAllowedError);
  });

  it('hides the crash point while the round is open, shows it after', () => {
    const open = startCrashRound(345, null);
    expect(crashView(open)).not.toHaveProperty('crashHundredths');
    expect(crashView(actCrash(open, cashout(120)).state)).toMatchObject({ crashHundredths: 345 });
  });

  it('the studio stamps its own multiplier on the action, whatever the client sent', () => {
    const stamped = crashGame.stampAction!({ type: 'cashout', atHundredths: 99_999 }, 11_600);
    expect(stamped).toEqual({ type: 'cashout', atHundredths: crashMultiplierAt(11_600) });
    expect(crashGame.parseAction(stamped)).toEqual(stamped);
    expect(() => crashGame.parseAction({ type: 'cashout' })).toThrow(ActionNotAllowedError);
    expect(() => crashGame.parseAction({ type: 'jump', atHundredths: 150 })).toThrow(ActionNotAllowedError);
    expect(() => crashGame.parseAction({ type: 'cashout', atHundredths: 1.5 })).toThrow(
      ActionNotAllowedError,
    );
  });

  it('reads an optional target from the bet', () => {
    expect(crashGame.parseBet({})).toEqual({ targetHundredths: null });
    expect(crashGame.parseBet({ targetHundredths: null })).toEqual({ targetHundredths: null });
    expect(crashGame.parseBet({ targetHundredths: 250 })).toEqual({ targetHundredths: 250 });
    expect(() => crashGame.parseBet({ targetHundredths: 100 })).toThrow();
    expect(() => crashGame.parseBet({ target: 250 })).toThrow();
  });

  it('replays a round from its seeds, its bet and its stamped actions', () => {
    // These seeds crash at ×33.63.
    const won = replayHouseRound('crash', seeds, { targetHundredths: null }, [check(500), cashout(1_200)]);
    expect(won).toMatchObject({ finished: true, multiplier: 12 });
    const lost = replayHouseRound('crash', seeds, {}, [cashout(3_364)]);
    expect(lost).toMatchObject({ finished: true, multiplier: 0 });
  });

  it('every way of playing returns 99 %: random cash-out points and targets (200 000 rounds)', () => {
    const meter = new RtpMeter('crash', 'cash out by hand at a random moment', CRASH_RTP);
    let draw = 12_345;
    const next = () => {
      draw = (draw * 1_103_515_245 + 12_345) % 2 ** 31;
      return draw / 2 ** 31;
    };
    for (let nonce = 0; nonce < 200_000; nonce++) {
      const crash = playCrash(new OutcomeStream({ ...seeds, nonce })).crashHundredths;
      // A player who waits between 0.2 s and 40 s, checking every second on the way.
      const leaveAt = 200 + Math.floor(next() * 40_000);
      let state: CrashState = startCrashRound(crash, nonce % 3 === 0 ? 300 : null);
      for (let ms = 1_000; ms < leaveAt && !state.finished; ms += 1_000) {
        state = actCrash(state, check(crashMultiplierAt(ms))).state;
      }
      if (!state.finished) {
        const at = crashMultiplierAt(leaveAt);
        state = actCrash(state, at < 101 ? check(at) : cashout(at)).state;
        if (!state.finished) state = actCrash(state, cashout(101)).state;
      }
      meter.record(state.multiplier!);
    }
    expectRtpWithinStandardErrors(meter.line());
  });
});

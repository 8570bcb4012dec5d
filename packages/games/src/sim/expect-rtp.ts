import { expect } from 'vitest';
import { type RtpLine, STANDARD_ERRORS_ALLOWED } from './rtp.js';

/** For tests: the measured RTP lies within STANDARD_ERRORS_ALLOWED standard errors of the expected one. */
export function expectRtpWithinStandardErrors(line: RtpLine): void {
  expect(line.standardError, `${line.game} ${line.bet}: no variance measured`).toBeGreaterThan(0);
  const gap = Math.abs(line.measuredRtp - line.expectedRtp);
  expect(
    gap,
    `${line.game} ${line.bet}: measured ${line.measuredRtp}, expected ${line.expectedRtp}, SE ${line.standardError}`,
  ).toBeLessThanOrEqual(STANDARD_ERRORS_ALLOWED * line.standardError);
}

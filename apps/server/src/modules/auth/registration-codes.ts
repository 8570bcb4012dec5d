import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '@jeton/db';
import {
  CONFIRMATION_CODE_VALID_MINUTES,
  CONFIRMATION_MAX_ATTEMPTS,
  CONFIRMATION_MAX_SENDS_PER_DAY,
  CONFIRMATION_RESEND_SECONDS,
} from '../account/contact-confirmation-service.js';
import { RegistrationCodesStore, type RegistrationCodeTimes } from './registration-codes-store.js';

const DAY_MS = 24 * 60 * 60_000;

/** What the first step of a registration answers: the same for a free and a taken login. */
export interface RegistrationCodeTiming {
  /** Seconds before another code may be asked for. */
  resend_time: number;
  /** Seconds the code stays valid. */
  expires_in: number;
}

export interface IssuedRegistrationCode extends RegistrationCodeTiming {
  /** The new code to send, or null when the last one is too recent or the day's sends are spent. */
  code: string | null;
}

/**
 * The codes that finish a registration (issue 13). The rules are those of contact confirmation:
 * six digits kept as a hash, valid 15 minutes and for 5 tries, one send a minute and 5 a day per
 * login. A row is kept for a taken login as for a free one, so timings and answers match.
 */
export class RegistrationCodes {
  private readonly store: RegistrationCodesStore;

  constructor(db: Database) {
    this.store = new RegistrationCodesStore(db);
  }

  /** A new code for the login, unless the last send is too recent or the day's sends are spent. */
  async issue(login: string, now: Date): Promise<IssuedRegistrationCode> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const stored = await this.store.store({
      login,
      codeHash: hashCode(login, code),
      now,
      expiresAt: new Date(now.getTime() + CONFIRMATION_CODE_VALID_MINUTES * 60_000),
      resendFrom: new Date(now.getTime() - CONFIRMATION_RESEND_SECONDS * 1000),
      windowOverAt: new Date(now.getTime() - DAY_MS),
      maxSendsPerWindow: CONFIRMATION_MAX_SENDS_PER_DAY,
    });
    if (stored) {
      return {
        code,
        resend_time: CONFIRMATION_RESEND_SECONDS,
        expires_in: CONFIRMATION_CODE_VALID_MINUTES * 60,
      };
    }
    return { code: null, ...timingOf(await this.store.timesOf(login), now) };
  }

  /**
   * Spends the code: true once for the right code, within its time and tries. Every try counts, and
   * the row is deleted by the one right try, so two tries at once cannot both succeed.
   */
  async redeem(login: string, code: string, now: Date): Promise<boolean> {
    const codeHash = await this.store.countTry(login, now, CONFIRMATION_MAX_ATTEMPTS);
    if (!codeHash || !sameHash(codeHash, hashCode(login, code))) return false;
    return this.store.deleteCode(login, codeHash);
  }

  /** Deletes the codes of the day before: their window is over and nobody can use them. */
  async deleteStale(now: Date): Promise<void> {
    await this.store.deleteWindowsStartedBefore(new Date(now.getTime() - DAY_MS));
  }
}

/** The timings of the code already sent: when another may be asked for, how long it works. */
function timingOf(row: RegistrationCodeTimes | undefined, now: Date): RegistrationCodeTiming {
  if (!row) return { resend_time: CONFIRMATION_RESEND_SECONDS, expires_in: 0 };
  const resendAt = Math.max(
    row.sentAt.getTime() + CONFIRMATION_RESEND_SECONDS * 1000,
    // The day's sends are spent (the throttle refused a send past the minute): wait for the day.
    now.getTime() >= row.sentAt.getTime() + CONFIRMATION_RESEND_SECONDS * 1000
      ? row.windowStartedAt.getTime() + DAY_MS
      : 0,
  );
  return {
    resend_time: Math.max(0, Math.ceil((resendAt - now.getTime()) / 1000)),
    expires_in: Math.max(0, Math.floor((row.expiresAt.getTime() - now.getTime()) / 1000)),
  };
}

/** The code is bound to its login, so a hash says nothing about other rows. */
function hashCode(login: string, code: string): string {
  return createHash('sha256').update(`registration:${login}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

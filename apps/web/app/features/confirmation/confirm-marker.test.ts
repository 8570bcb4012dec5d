import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../testing/memory-storage.js';
import {
  CODE_VALID_MS,
  dismissHint,
  isConfirmHintDue,
  isHintDismissed,
  markerVersion,
  pendingCode,
  RESEND_WAIT_MS,
  readConfirmMarker,
  writeConfirmMarker,
} from './confirm-marker.js';

const DAY = 24 * 60 * 60 * 1000;
const REG = '2026-11-20T10:00:00.000Z';
const regMs = Date.parse(REG);

describe('isConfirmHintDue', () => {
  it('is due during the 5 days after registration, not after', () => {
    expect(isConfirmHintDue({ regTime: REG, now: regMs, hasMarker: false })).toBe(true);
    expect(isConfirmHintDue({ regTime: REG, now: regMs + 5 * DAY - 1, hasMarker: false })).toBe(true);
    expect(isConfirmHintDue({ regTime: REG, now: regMs + 5 * DAY, hasMarker: false })).toBe(false);
  });

  it('is not due once a code was sent (the confirm_sent marker)', () => {
    expect(isConfirmHintDue({ regTime: REG, now: regMs + DAY, hasMarker: true })).toBe(false);
  });

  it('is not due without a usable reg_time, or with one in the future', () => {
    expect(isConfirmHintDue({ regTime: null, now: regMs, hasMarker: false })).toBe(false);
    expect(isConfirmHintDue({ regTime: 'yesterday', now: regMs, hasMarker: false })).toBe(false);
    expect(isConfirmHintDue({ regTime: REG, now: regMs - 1, hasMarker: false })).toBe(false);
  });
});

describe('pendingCode', () => {
  const marker = { contact: 'a@example.com', sentAt: 1_000_000 };

  it('counts a code sent to this contact as pending for 15 minutes, resendable after a minute', () => {
    expect(pendingCode(marker, 'a@example.com', 1_000_000)).toEqual({
      pending: true,
      resendInMs: RESEND_WAIT_MS,
    });
    expect(pendingCode(marker, 'a@example.com', 1_030_000)).toEqual({ pending: true, resendInMs: 30_000 });
    expect(pendingCode(marker, 'a@example.com', 1_000_000 + CODE_VALID_MS - 1)).toEqual({
      pending: true,
      resendInMs: 0,
    });
    expect(pendingCode(marker, 'a@example.com', 1_000_000 + CODE_VALID_MS).pending).toBe(false);
  });

  it('has nothing pending for another contact, no marker, or a marker from the future', () => {
    expect(pendingCode(marker, 'b@example.com', 1_000_000).pending).toBe(false);
    expect(pendingCode(null, 'a@example.com', 1_000_000).pending).toBe(false);
    expect(pendingCode(marker, 'a@example.com', 999_999).pending).toBe(false);
  });
});

describe('the stored marker', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('sessionStorage', memoryStorage());
    return () => vi.unstubAllGlobals();
  });

  it('is kept per player', () => {
    expect(readConfirmMarker(7)).toBeNull();
    const before = markerVersion();
    writeConfirmMarker(7, { contact: 'a@example.com', sentAt: 5 });
    expect(markerVersion()).toBe(before + 1);
    expect(readConfirmMarker(7)).toEqual({ contact: 'a@example.com', sentAt: 5 });
    expect(readConfirmMarker(8)).toBeNull();
    expect(localStorage.getItem('confirm_sent_7')).not.toBeNull();
  });

  it('still counts as sent when its value is not ours', () => {
    localStorage.setItem('confirm_sent_9', '1');
    expect(readConfirmMarker(9)).toEqual({ contact: '', sentAt: 0 });
  });

  it('remembers a dismissed hint for the browser session, per player', () => {
    dismissHint(3);
    expect(isHintDismissed(3)).toBe(true);
    expect(isHintDismissed(4)).toBe(false);
    expect(sessionStorage.getItem('confirm_hint_dismissed_3')).toBe('1');
  });
});

/** The Storage API over a Map: the tests run in Node, without a browser. */

import { CONFIRM_HINT_MS } from '@jeton/domain';

// The confirm_sent marker of spec section 4, kept in local storage per player (keyed by uid): once a
// confirmation code has been sent, the confirm hint stays away. It also remembers when and where the
// code went, so that reopening the dialog does not replace a code still on its way.

/** How long a sent code works (the server's 15 minutes) and how long before another may be asked for. */
export const CODE_VALID_MS = 15 * 60_000;
export const RESEND_WAIT_MS = 60_000;

export interface ConfirmSentMarker {
  contact: string;
  /** Epoch ms of the browser clock. */
  sentAt: number;
}

const markerKey = (uid: number) => `confirm_sent_${uid}`;
const dismissedKey = (uid: number) => `confirm_hint_dismissed_${uid}`;

const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** A number that changes whenever a marker is written, for useSyncExternalStore. */
export function markerVersion(): number {
  return version;
}

// Another tab (the email's link opened there) writes the same keys: it counts here too.
function onStorage(event: StorageEvent): void {
  if (event.key?.startsWith('confirm_')) changed();
}

export function subscribeToMarkers(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined')
      window.removeEventListener('storage', onStorage);
  };
}

export function readConfirmMarker(uid: number): ConfirmSentMarker | null {
  const raw = safely(() => localStorage.getItem(markerKey(uid)));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<ConfirmSentMarker>;
    if (typeof parsed.contact === 'string' && typeof parsed.sentAt === 'number') {
      return { contact: parsed.contact, sentAt: parsed.sentAt };
    }
  } catch {
    // An older or foreign value: it still says a code was sent.
  }
  return { contact: '', sentAt: 0 };
}

export function writeConfirmMarker(uid: number, marker: ConfirmSentMarker): void {
  safely(() => localStorage.setItem(markerKey(uid), JSON.stringify(marker)));
  changed();
}

const confirmedKey = (uid: number) => `confirm_done_${uid}`;

/**
 * A contact was just confirmed (by code or link, in this tab or another): the confirm hint and any
 * "confirm your contact" notice go at once, before the next account info arrives.
 */
export function noteContactConfirmed(uid: number, contact: string): void {
  if (uid > 0) safely(() => localStorage.setItem(confirmedKey(uid), contact));
  changed();
}

export function isNotedConfirmed(uid: number, contact: string): boolean {
  return uid > 0 && contact !== '' && safely(() => localStorage.getItem(confirmedKey(uid))) === contact;
}

/** The hint was closed: it stays away for this browser session. */
export function isHintDismissed(uid: number): boolean {
  return safely(() => sessionStorage.getItem(dismissedKey(uid))) === '1';
}

export function dismissHint(uid: number): void {
  safely(() => sessionStorage.setItem(dismissedKey(uid), '1'));
  changed();
}

/**
 * Whether a code sent to this contact may still be on its way or in the player's inbox, and how
 * long until another may be asked for.
 */
export function pendingCode(
  marker: ConfirmSentMarker | null,
  contact: string,
  now: number,
): { pending: boolean; resendInMs: number } {
  if (!marker || marker.contact !== contact || now < marker.sentAt) return { pending: false, resendInMs: 0 };
  const age = now - marker.sentAt;
  return { pending: age < CODE_VALID_MS, resendInMs: Math.max(0, RESEND_WAIT_MS - age) };
}

/**
 * The confirm hint's rule (spec sections 4 and 9): within 5 days of reg_time, the login contact
 * unconfirmed, and no confirm_sent marker for the player.
 */
export function isConfirmHintDue(input: {
  regTime: string | null;
  now: number;
  hasMarker: boolean;
}): boolean {
  if (input.hasMarker || !input.regTime) return false;
  const registered = Date.parse(input.regTime);
  if (Number.isNaN(registered)) return false;
  const age = input.now - registered;
  return age >= 0 && age < CONFIRM_HINT_MS;
}

function safely<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    // Storage may be off (private mode, a sandboxed frame): behave as if empty.
    return null;
  }
}

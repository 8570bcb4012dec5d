import { SPORTS_MULTIPLE_LIMITS } from '@jeton/domain';
import type { SlipItem } from './slip-item.js';

// The bet slip kept in the browser (decision 0077): only the selections (ids, names and the price
// seen), never a stake or anything about money, in localStorage so that the slip is still there on
// a return to the site. What is read back is checked field by field: content of an older version,
// from another script or edited by hand is dropped, never trusted.

export const SLIP_STORAGE_KEY = 'jeton.betSlip';
const VERSION = 1;
/** More than a multiple can take is more than a slip needs to keep. */
export const MAX_STORED_SELECTIONS = SPORTS_MULTIPLE_LIMITS.maxLegs;
/** A slip left longer than this is stale: its matches are likely over. */
export const STORED_SLIP_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_NAME = 200;

interface StoredSlip {
  v: typeof VERSION;
  savedAt: number;
  items: SlipItem[];
}

/** The text kept for these selections (the availability is checked again on every restore). */
export function serializeSlip(items: readonly SlipItem[], now: number): string {
  const stored: StoredSlip = {
    v: VERSION,
    savedAt: now,
    items: items.slice(0, MAX_STORED_SELECTIONS).map((item) => ({
      selectionId: item.selectionId,
      eventId: item.eventId,
      event: item.event,
      market: item.market,
      selection: item.selection,
      odds: item.odds,
    })),
  };
  return JSON.stringify(stored);
}

/** The selections kept in `text`, or none when it is missing, stale, of another version or malformed. */
export function parseStoredSlip(text: string | null, now: number): SlipItem[] {
  if (!text || text.length > 20_000) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!isRecord(value) || value.v !== VERSION || !Array.isArray(value.items)) return [];
  const savedAt = value.savedAt;
  if (typeof savedAt !== 'number' || savedAt > now + DAY_MS || now - savedAt > STORED_SLIP_DAYS * DAY_MS) {
    return [];
  }
  const items: SlipItem[] = [];
  const seen = new Set<number>();
  // Bounded work on hostile content: a look at the first hundred entries at most.
  for (const entry of value.items.slice(0, 100)) {
    if (items.length === MAX_STORED_SELECTIONS) break;
    const item = itemOf(entry);
    if (item && !seen.has(item.selectionId)) {
      seen.add(item.selectionId);
      items.push(item);
    }
  }
  return items;
}

function itemOf(entry: unknown): SlipItem | null {
  if (!isRecord(entry)) return null;
  const { selectionId, eventId, event, market, selection, odds } = entry;
  if (!isId(selectionId) || !isId(eventId)) return null;
  if (!isName(event) || !isName(market) || !isName(selection)) return null;
  if (typeof odds !== 'number' || !Number.isFinite(odds) || odds <= 1 || odds >= 10_000) return null;
  return { selectionId, eventId, event, market, selection, odds: Math.round(odds * 100) / 100 };
}

/** The slip kept in this browser; none when storage is off (private mode, blocked cookies). */
export function readStoredSlip(now: number): SlipItem[] {
  try {
    return parseStoredSlip(globalThis.localStorage?.getItem(SLIP_STORAGE_KEY) ?? null, now);
  } catch {
    return [];
  }
}

/** Keeps the slip (removes the key when it is empty); a full or blocked storage is not an error. */
export function storeSlip(items: readonly SlipItem[], now: number): void {
  try {
    if (items.length === 0) globalThis.localStorage?.removeItem(SLIP_STORAGE_KEY);
    else globalThis.localStorage?.setItem(SLIP_STORAGE_KEY, serializeSlip(items, now));
  } catch {
    // The slip still works for this visit.
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function isName(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_NAME;
}

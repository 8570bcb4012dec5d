import { SPORTS_MULTIPLE_LIMITS } from '@jeton/domain';
import type { SlipItem } from './slip-item.js';

// The bet slip kept in the browser (decision 0077): the selections (ids, names and the price seen)
// and, since decision 0080, the player's choices (singles or multiple, where the free bet is
// ticked), never a stake or an amount, in localStorage so that the slip is still there on a return
// to the site. What is read back is checked field by field: content of an older version, from
// another script or edited by hand is dropped, never trusted.

export const SLIP_STORAGE_KEY = 'jeton.betSlip';
const VERSION = 1;
/** More than a multiple can take is more than a slip needs to keep. */
export const MAX_STORED_SELECTIONS = SPORTS_MULTIPLE_LIMITS.maxLegs;
/** A slip left longer than this is stale: its matches are likely over. */
export const STORED_SLIP_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_NAME = 200;

export type SlipMode = 'singles' | 'multiple';

/** What the player chose on the slip besides its selections (decision 0080). */
export interface SlipChoices {
  mode: SlipMode;
  /** The free bet ticked, by its id, and where: on one single (its selection's id) or the multiple. */
  freeBet: { id: number; on: number | 'multiple' } | null;
}

export const NO_SLIP_CHOICES: SlipChoices = { mode: 'singles', freeBet: null };

export interface StoredSlipState {
  items: SlipItem[];
  choices: SlipChoices;
}

interface StoredSlip {
  v: typeof VERSION;
  savedAt: number;
  items: SlipItem[];
  // Optional: a slip kept before decision 0080 has none and is read as singles without a free bet.
  mode?: SlipMode;
  freeBet?: SlipChoices['freeBet'];
}

/** The text kept for this slip (the availability is checked again on every restore). */
export function serializeSlip(
  items: readonly SlipItem[],
  now: number,
  choices: SlipChoices = NO_SLIP_CHOICES,
): string {
  const stored: StoredSlip = {
    v: VERSION,
    savedAt: now,
    mode: choices.mode,
    ...(choices.freeBet ? { freeBet: { id: choices.freeBet.id, on: choices.freeBet.on } } : {}),
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

const EMPTY: StoredSlipState = { items: [], choices: NO_SLIP_CHOICES };

/**
 * The slip kept in `text`: none when it is missing, stale, of another version or malformed; each
 * selection and each choice checked apart, a broken one dropped and the sound ones kept.
 */
export function parseStoredSlip(text: string | null, now: number): StoredSlipState {
  if (!text || text.length > 20_000) return EMPTY;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return EMPTY;
  }
  if (!isRecord(value) || value.v !== VERSION || !Array.isArray(value.items)) return EMPTY;
  const savedAt = value.savedAt;
  if (typeof savedAt !== 'number' || savedAt > now + DAY_MS || now - savedAt > STORED_SLIP_DAYS * DAY_MS) {
    return EMPTY;
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
  return { items, choices: choicesOf(value, items) };
}

/**
 * The kept choices that still fit the kept selections: a multiple needs two selections or more; the
 * free bet must be ticked on one of them in singles, or on the multiple in multiple.
 */
function choicesOf(value: Record<string, unknown>, items: readonly SlipItem[]): SlipChoices {
  const mode: SlipMode =
    value.mode === 'multiple' && items.length >= SPORTS_MULTIPLE_LIMITS.minLegs ? 'multiple' : 'singles';
  const freeBet = value.freeBet;
  if (!isRecord(freeBet) || !isId(freeBet.id)) return { mode, freeBet: null };
  const { id, on } = freeBet;
  const fits =
    mode === 'multiple' ? on === 'multiple' : isId(on) && items.some((item) => item.selectionId === on);
  return { mode, freeBet: fits ? { id, on: on as number | 'multiple' } : null };
}

/** The kept choices for the player as they are now: a free bet no longer their active one is dropped. */
export function choicesFor(choices: SlipChoices, activeFreeBetId: number | null): SlipChoices {
  return choices.freeBet && choices.freeBet.id === activeFreeBetId ? choices : { ...choices, freeBet: null };
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
export function readStoredSlip(now: number): StoredSlipState {
  try {
    return parseStoredSlip(globalThis.localStorage?.getItem(SLIP_STORAGE_KEY) ?? null, now);
  } catch {
    return EMPTY;
  }
}

/** Keeps the slip (removes the key when it is empty); a full or blocked storage is not an error. */
export function storeSlip(items: readonly SlipItem[], choices: SlipChoices, now: number): void {
  try {
    if (items.length === 0) globalThis.localStorage?.removeItem(SLIP_STORAGE_KEY);
    else globalThis.localStorage?.setItem(SLIP_STORAGE_KEY, serializeSlip(items, now, choices));
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

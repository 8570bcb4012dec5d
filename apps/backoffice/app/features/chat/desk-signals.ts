// What the desk stream says (decision 0042): hints that something changed, never the data itself.
// The screen re-reads its list and open conversation on each, except for typing, which it only shows.

export const DESK_SIGNAL_TYPES = ['ready', 'message', 'typing', 'status', 'duty'] as const;
export type DeskSignalType = (typeof DESK_SIGNAL_TYPES)[number];

export interface DeskSignal {
  type: DeskSignalType;
  conversation_id?: number;
  author?: string;
}

export type DeskReaction = 'reload' | 'playerTyping' | 'ignore';

/** Reads one event's data; anything malformed is dropped rather than breaking the screen. */
export function parseDeskSignal(type: string, data: string): DeskSignal | null {
  if (!(DESK_SIGNAL_TYPES as readonly string[]).includes(type)) return null;
  try {
    const value = JSON.parse(data) as Record<string, unknown>;
    if (typeof value !== 'object' || value === null) return null;
    return {
      type: type as DeskSignalType,
      ...(typeof value.conversation_id === 'number' ? { conversation_id: value.conversation_id } : {}),
      ...(typeof value.author === 'string' ? { author: value.author } : {}),
    };
  } catch {
    return null;
  }
}

/**
 * What the screen does on a signal: `ready` (a new or resumed stream: something may have been
 * missed), a line, a status or a duty change re-read; the player typing in the open conversation is
 * shown; an operator's own typing (echoed to the desk) and typing elsewhere are ignored.
 */
export function reactionTo(signal: DeskSignal, openId: number | null): DeskReaction {
  if (signal.type !== 'typing') return 'reload';
  return signal.author === 'player' && openId !== null && signal.conversation_id === openId
    ? 'playerTyping'
    : 'ignore';
}

const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 30_000;

/**
 * How long to wait before opening the stream again after the browser gave up on it (an error answer,
 * which EventSource does not retry by itself): doubling from one second, at most thirty.
 */
export function reconnectDelay(attempt: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt));
}

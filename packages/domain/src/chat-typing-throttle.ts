// The live chat's "typing" signal, throttled the same way on both sides: the player's widget and
// the operators' desk.

/** The minimum time between two "typing" signals one side sends. */
export const TYPING_SIGNAL_EVERY_MS = 2000;

/**
 * Decides whether a keystroke sends a typing signal: the first one does, then at most one every
 * `every` ms, so a fast typist does not send one request per key.
 */
export function createTypingThrottle(every = TYPING_SIGNAL_EVERY_MS) {
  let lastSent = Number.NEGATIVE_INFINITY;
  return {
    shouldSend(now: number): boolean {
      if (now - lastSent < every) return false;
      lastSent = now;
      return true;
    },
    /** After a line is sent, the next keystroke signals again at once. */
    reset(): void {
      lastSent = Number.NEGATIVE_INFINITY;
    },
  };
}

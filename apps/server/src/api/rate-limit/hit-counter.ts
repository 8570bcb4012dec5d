/** Hits counted on one key in its current window. */
export interface WindowCount {
  hits: number;
  /** Until the window ends and the count starts again. */
  resetInMs: number;
}

/**
 * Counts hits per key in fixed windows that start at a key's first hit. Answers at once when the
 * counts are in this process, with a promise when they are shared (Redis).
 */
export interface HitCounter {
  hit(key: string, windowMs: number): WindowCount | Promise<WindowCount>;
  close(): Promise<void>;
}

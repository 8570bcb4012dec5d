// The baseline page of bench:web: static HTML of a given size, with no script, no stylesheet, no
// image and no web font, so that its figures show what the network and the browser cost on their
// own. Pages are measured beside it (their LCP and TBT against its own, in the same run).

export const BASELINE_PATH = '/__bench/baseline';

const WORDS = (
  'jeton open online casino sports betting site page baseline web bench same size class pages ' +
  'measures plain text only server rendered player games hall slots live tables bonus deposit ' +
  'cashier loyalty tournament jackpot winners support profile balance welcome first offer week'
).split(' ');

/** A complete HTML document of about `bytes` bytes (never less than its fixed head). */
export function baselineHtml(bytes: number): string {
  const head =
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>bench:web baseline</title><meta name="description" content="The bench baseline page.">' +
    '</head><body><h1>bench:web baseline</h1>';
  const tail = '</body></html>';
  const paragraphs: string[] = [];
  let size = Buffer.byteLength(head + tail);
  // Words drawn by a fixed pseudo-random sequence: text that compresses about as well as a page's
  // HTML (a repeated sentence would shrink to almost nothing).
  let seed = 1;
  const word = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return WORDS[seed % WORDS.length];
  };
  while (size < bytes) {
    const paragraph = `<p>${Array.from({ length: 24 }, word).join(' ')}.</p>`;
    paragraphs.push(paragraph);
    size += Buffer.byteLength(paragraph);
  }
  return head + paragraphs.join('') + tail;
}

/** `bytes` from the baseline's query string, bounded so that a typo cannot ask for gigabytes. */
export function baselineBytes(query: unknown): number {
  const value = Number((query as { bytes?: string } | undefined)?.bytes ?? 0);
  return Number.isFinite(value) ? Math.min(Math.max(Math.round(value), 0), 5_000_000) : 0;
}

// The baseline page of bench:web: static HTML of a given size, with no script, no stylesheet, no
// image and no web font, so that its figures show what the network and the browser cost on their
// own. Pages are measured beside it (their LCP and TBT against its own, in the same run).

export const BASELINE_PATH = '/__bench/baseline';

const PARAGRAPH =
  'Jeton is an open online casino and sports-betting site. This page is the baseline of the web ' +
  'bench: the same size class as the pages it measures, plain text only, server-rendered.';

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
  for (let n = 1; size < bytes; n++) {
    const paragraph = `<p>${n}. ${PARAGRAPH}</p>`;
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

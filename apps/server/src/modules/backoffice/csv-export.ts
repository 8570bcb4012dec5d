import { Readable } from 'node:stream';
import { BACKOFFICE_EXPORT_MAX_ROWS } from '@jeton/domain/backoffice';
import { stringify } from 'csv-stringify';
import type { CsvColumn } from '../../wiring/backoffice-methods.js';

// Lists as CSV files (RFC 4180, UTF-8 with a byte-order mark so spreadsheets read the accents),
// streamed chunk by chunk so that an export of 100,000 rows never sits whole in memory.

const CHUNK_ROWS = 2_000;

export type { CsvColumn };

/** Reads the list in chunks, at most BACKOFFICE_EXPORT_MAX_ROWS rows, into a CSV stream. */
export function csvStream<T>(
  columns: readonly CsvColumn<T>[],
  locale: string,
  chunk: (offset: number, limit: number) => Promise<T[]>,
): Readable {
  const stringifier = stringify({
    bom: true,
    header: true,
    columns: columns.map((column) => (locale === 'fr' ? column.header.fr : column.header.en)),
  });
  const source = Readable.from(rowsOf(columns, chunk));
  source.on('error', (error) => stringifier.destroy(error));
  return source.pipe(stringifier);
}

async function* rowsOf<T>(
  columns: readonly CsvColumn<T>[],
  chunk: (offset: number, limit: number) => Promise<T[]>,
) {
  for (let offset = 0; offset < BACKOFFICE_EXPORT_MAX_ROWS; offset += CHUNK_ROWS) {
    const rows = await chunk(offset, Math.min(CHUNK_ROWS, BACKOFFICE_EXPORT_MAX_ROWS - offset));
    for (const row of rows) yield columns.map((column) => spreadsheetSafe(column.value(row)));
    if (rows.length < CHUNK_ROWS) return;
  }
}

/**
 * A cell a spreadsheet would run as a formula (a player may call themselves `=HYPERLINK(…)`) is
 * kept as text by a leading apostrophe (OWASP's CSV injection advice).
 */
export function spreadsheetSafe(value: string | number | boolean | null): string | number | boolean | null {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

import type { BetItem, LocaleCode } from '@jeton/domain';
import writeXlsxFile from 'write-excel-file/node';
import { historyTable } from './history-csv.js';

/** Columns holding money: written as numbers so a spreadsheet can sum them. */
const MONEY_COLUMNS = new Set([7, 8, 9, 10]);

/** The bets history as an XLSX workbook (one sheet, the same columns as the CSV). */
export async function historyXlsx(items: readonly BetItem[], locale: LocaleCode): Promise<Uint8Array> {
  const [headers, ...rows] = historyTable(items, locale);
  const sheet = [
    headers!.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...rows.map((row) =>
      row.map((value, column) =>
        // A sports bet has no balance before or after: an empty cell, not a 0.
        MONEY_COLUMNS.has(column) && value !== ''
          ? { type: Number, value: Number(value) }
          : { type: String, value },
      ),
    ),
  ];
  const buffer = await writeXlsxFile(sheet, { sheet: locale === 'fr' ? 'Historique' : 'History' }).toBuffer();
  return new Uint8Array(buffer);
}

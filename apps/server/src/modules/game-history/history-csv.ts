import { type BetItem, currencyScale, type LocaleCode } from '@jeton/domain';
import { stringify } from 'csv-stringify/sync';

// The game history as CSV (RFC 4180, UTF-8 with a byte-order mark so spreadsheets read the accents).

const HEADERS: Record<LocaleCode, string[]> = {
  en: [
    'Round',
    'Time (UTC)',
    'Game',
    'Product',
    'Mode',
    'Status',
    'Currency',
    'Stake',
    'Win',
    'Balance before',
    'Balance after',
    'Free spin',
    'Server seed commitment',
    'Client seed',
    'Nonce',
    'Server seed',
  ],
  fr: [
    'Partie',
    'Heure (UTC)',
    'Jeu',
    'Produit',
    'Mode',
    'Statut',
    'Devise',
    'Mise',
    'Gain',
    'Solde avant',
    'Solde après',
    'Tour gratuit',
    'Engagement de la graine serveur',
    'Graine client',
    'Nonce',
    'Graine serveur',
  ],
};

const WORDS: Record<LocaleCode, Record<string, string>> = {
  en: {
    casino: 'casino',
    sports: 'sports',
    play: 'real money',
    demo: 'demo',
    settled: 'settled',
    open: 'open',
    yes: 'yes',
    no: 'no',
  },
  fr: {
    casino: 'casino',
    sports: 'paris sportifs',
    play: 'argent réel',
    demo: 'démo',
    settled: 'terminée',
    open: 'en cours',
    yes: 'oui',
    no: 'non',
  },
};

/** A cell a spreadsheet would run as a formula (a client seed such as "=HYPERLINK(…)") is quoted as text. */
function safeCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The header row and one row of text per round, in the player's words: shared by CSV and XLSX. */
export function historyTable(items: readonly BetItem[], locale: LocaleCode): string[][] {
  const words = WORDS[locale];
  const amount = (money: { amount: number; currency: string }) =>
    money.amount.toFixed(currencyScale(money.currency));
  const rows = items.map((item) => [
    String(item.id),
    item.created_at,
    item.game.name,
    words[item.product] ?? item.product,
    words[item.mode] ?? item.mode,
    words[item.status] ?? item.status,
    item.stake.currency,
    amount(item.stake),
    amount(item.win),
    amount(item.balance_before),
    amount(item.balance_after),
    item.free_spin ? words.yes! : words.no!,
    item.seed.commitment,
    item.seed.client_seed,
    String(item.seed.nonce),
    item.seed.server_seed ?? '',
  ]);
  return [HEADERS[locale], ...rows];
}

export function historyCsv(items: readonly BetItem[], locale: LocaleCode): string {
  const table = historyTable(items, locale).map((row) => row.map(safeCell));
  return `\uFEFF${stringify(table, { record_delimiter: '\r\n' })}`;
}

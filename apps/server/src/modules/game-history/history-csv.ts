import {
  type BetItem,
  type CasinoRoundItem,
  currencyScale,
  type LocaleCode,
  type SportsBetItem,
} from '@jeton/domain';
import { stringify } from 'csv-stringify/sync';

// The bets history as CSV (RFC 4180, UTF-8 with a byte-order mark so spreadsheets read the accents):
// casino rounds and sports bets in the same columns, each filling those that concern it.

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
    'Free spin or free bet',
    'Server seed commitment',
    'Client seed',
    'Nonce',
    'Server seed',
    'Selections',
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
    'Tour ou pari gratuit',
    'Engagement de la graine serveur',
    'Graine client',
    'Nonce',
    'Graine serveur',
    'Sélections',
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
    won: 'won',
    lost: 'lost',
    void: 'void',
    cashed_out: 'cashed out',
    multiple: 'Multiple',
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
    won: 'gagné',
    lost: 'perdu',
    void: 'annulé',
    cashed_out: 'encaissé',
    multiple: 'Combiné',
    yes: 'oui',
    no: 'non',
  },
};

/** A cell a spreadsheet would run as a formula (a client seed such as "=HYPERLINK(…)") is quoted as text. */
function safeCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const amount = (money: { amount: number; currency: string }) =>
  money.amount.toFixed(currencyScale(money.currency));

/** The header row and one row of text per round or bet, in the player's words: shared by CSV and XLSX. */
export function historyTable(items: readonly BetItem[], locale: LocaleCode): string[][] {
  const rows = items.map((item) =>
    item.product === 'casino' ? casinoRow(item, WORDS[locale]) : sportsRow(item, WORDS[locale], locale),
  );
  return [HEADERS[locale], ...rows];
}

function casinoRow(item: CasinoRoundItem, words: Record<string, string>): string[] {
  return [
    String(item.id),
    item.created_at,
    item.game.name,
    words.casino!,
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
    '',
  ];
}

/** A sports bet: no balance of its own, no seeds; its selections with their prices and results. */
function sportsRow(item: SportsBetItem, words: Record<string, string>, locale: LocaleCode): string[] {
  const { bet } = item;
  const odds = (value: number) =>
    value.toLocaleString(locale === 'fr' ? 'fr-FR' : 'en-GB', { minimumFractionDigits: 2 });
  // French puts a (no-break) space before a colon.
  const colon = locale === 'fr' ? '\u00a0: ' : ': ';
  const legs =
    bet.kind === 'multiple'
      ? bet.legs.map(
          (leg) =>
            `${leg.event} · ${leg.market}${colon}${leg.selection} @ ${odds(leg.odds)} (${words[leg.result] ?? leg.result})`,
        )
      : [`${bet.event} · ${bet.market}${colon}${bet.selection} @ ${odds(bet.odds)}`];
  return [
    String(item.id),
    item.created_at,
    bet.kind === 'multiple' ? `${words.multiple} (${bet.legs.length})` : bet.event,
    words.sports!,
    words.play!,
    words[item.status] ?? item.status,
    item.stake.currency,
    amount(item.stake),
    amount(item.win),
    '',
    '',
    item.free_bet ? words.yes! : words.no!,
    '',
    '',
    '',
    '',
    legs.join('; '),
  ];
}

export function historyCsv(items: readonly BetItem[], locale: LocaleCode): string {
  const table = historyTable(items, locale).map((row) => row.map(safeCell));
  return `\uFEFF${stringify(table, { record_delimiter: '\r\n' })}`;
}

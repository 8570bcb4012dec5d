import { type Balances, CURRENCIES, displayedTotal, formatAmount, type LocaleCode } from '@jeton/domain';

/**
 * An amount with its currency's symbol, thousands separators and all the currency's decimals, as a
 * cashier shows money: `$1,234.50`, `1 234,50 $` in French.
 */
export function formatMoney(amount: number, currency: string, locale: LocaleCode): string {
  const symbol = CURRENCIES[currency]?.symbol ?? currency;
  const number = formatAmount(amount, locale, CURRENCIES[currency]?.scale ?? 2);
  return locale === 'fr' ? `${number}\u00a0${symbol}` : `${symbol}${number}`;
}

/** The header's balance: main + bonus + betting bonus (spec section 3), in the main balance's currency. */
export function formatTotalBalance(balances: Balances, locale: LocaleCode): string {
  return formatMoney(displayedTotal(balances), balances.balance_main.currency, locale);
}

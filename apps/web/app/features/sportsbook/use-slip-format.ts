import { formatAmount, SPORTS_MULTIPLE_LIMITS, SPORTS_STAKE_LIMITS, toMoneyAmount } from '@jeton/domain';
import { useI18n } from '../../i18n/hooks.js';
import { formatMoney } from '../../ui/money.js';
import type { SlipMode } from './slip-storage.js';

/** The slip's texts and how it shows money, odds and the stake limits, in the player's currency. */
export function useSlipFormat(currency: string, mode: SlipMode) {
  const { t, locale, format } = useI18n();
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const moneyOfMinor = (minor: number) => money(toMoneyAmount(minor, currency).amount);
  const odds = (value: number) => formatAmount(value, locale, 2);
  const limits = {
    min: moneyOfMinor(SPORTS_STAKE_LIMITS.minMinor),
    max: moneyOfMinor(SPORTS_STAKE_LIMITS.maxMinor),
    maxOdds: odds(SPORTS_MULTIPLE_LIMITS.maxOddsHundredths / 100),
    maxReturn: moneyOfMinor(
      mode === 'multiple' ? SPORTS_MULTIPLE_LIMITS.maxReturnMinor : SPORTS_STAKE_LIMITS.maxReturnMinor,
    ),
  };
  return { texts: t.pages.betting.slip, locale, format, money, odds, limits };
}

export type SlipFormat = ReturnType<typeof useSlipFormat>;

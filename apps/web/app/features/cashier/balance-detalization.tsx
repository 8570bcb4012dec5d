import type { AccountInfo, DetalizationPlace } from '@jeton/domain';
import { useContentConfig } from '../../config/use-content-config.js';
import { useI18n } from '../../i18n/hooks.js';
import { formatMoney } from '../../ui/money.js';
import { useDisplayedBalances } from '../balance/balance-store.js';
import { showsDetalization } from './detalization.js';
import './detalization.css';

/**
 * The balance detalization (spec section 3): main, bonus and betting bonus, beside the header's
 * cashier buttons or at the top of the profile menu, as the cashier config says; nothing when off.
 */
export function BalanceDetalization({ account, place }: { account: AccountInfo; place: DetalizationPlace }) {
  const { t, locale } = useI18n();
  const config = useContentConfig().cashier;
  const balances = useDisplayedBalances(account);
  if (!showsDetalization(config, place)) return null;
  const texts = t.detalization;
  const parts = [
    { label: texts.main, balance: balances.balance_main },
    { label: texts.bonus, balance: balances.balance_bonus },
    { label: texts.bettingBonus, balance: balances.balance_betting_bonus },
  ];
  return (
    <dl className={`detalization detalization-${place}`} aria-label={texts.title}>
      {parts.map((part) => (
        <div key={part.label}>
          <dt>{part.label}</dt>
          <dd>{formatMoney(part.balance.amount, part.balance.currency, locale)}</dd>
        </div>
      ))}
    </dl>
  );
}

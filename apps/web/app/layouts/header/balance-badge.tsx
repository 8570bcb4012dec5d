import type { AccountInfo } from '@jeton/domain';
import { Link } from 'react-router';
import { useDisplayedBalances } from '../../features/balance/balance-store.js';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { PATHS } from '../../routing/paths.js';
import { Icon } from '../../ui/icons.js';
import { formatMoney, formatTotalBalance } from '../../ui/money.js';

/**
 * The player's total balance (main + bonus + betting bonus), linking to the wallet, with the parts
 * as a hint. The figures follow the periodic refresh (features/balance).
 */
export function BalanceBadge({ account }: { account: AccountInfo }) {
  const { t, locale, format } = useI18n();
  const balances = useDisplayedBalances(account);
  const details = format(t.header.balanceDetails, {
    main: formatMoney(balances.balance_main.amount, balances.balance_main.currency, locale),
    bonus: formatMoney(balances.balance_bonus.amount, balances.balance_bonus.currency, locale),
    bettingBonus: formatMoney(
      balances.balance_betting_bonus.amount,
      balances.balance_betting_bonus.currency,
      locale,
    ),
  });
  return (
    <Link to={localizePath(PATHS.wallet, locale)} className="balance-badge" title={details}>
      <Icon name="wallet" size={18} />
      <span className="balance-badge-text">
        <span className="balance-badge-label">{t.header.balance}</span>
        <span className="balance-badge-amount">{formatTotalBalance(balances, locale)}</span>
      </span>
      <span className="visually-hidden">{details}</span>
    </Link>
  );
}

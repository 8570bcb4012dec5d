import type { AccountInfo } from '@jeton/domain';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { PATHS } from '../../routing/paths.js';
import { Icon } from '../icons.js';
import { formatMoney, formatTotalBalance } from '../money.js';

/** The player's total balance (main + bonus + betting bonus), linking to the wallet, with the parts as a hint. */
export function BalanceBadge({ account }: { account: AccountInfo }) {
  const { t, locale, format } = useI18n();
  const details = format(t.header.balanceDetails, {
    main: formatMoney(account.balance_main.amount, account.balance_main.currency, locale),
    bonus: formatMoney(account.balance_bonus.amount, account.balance_bonus.currency, locale),
    bettingBonus: formatMoney(
      account.balance_betting_bonus.amount,
      account.balance_betting_bonus.currency,
      locale,
    ),
  });
  return (
    <Link to={localizePath(PATHS.wallet, locale)} className="balance-badge" title={details}>
      <Icon name="wallet" size={18} />
      <span className="balance-badge-text">
        <span className="balance-badge-label">{t.header.balance}</span>
        <span className="balance-badge-amount">{formatTotalBalance(account, locale)}</span>
      </span>
      <span className="visually-hidden">{details}</span>
    </Link>
  );
}

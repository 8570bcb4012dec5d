import type { AccountInfo } from '@jeton/domain';
import { Link } from 'react-router';
import { getHistory } from '../../api/cashier.js';
import { useDisplayedBalances } from '../../features/balance/balance-store.js';
import { CashierNotice } from '../../features/cashier/cashier-notice.js';
import { RECENT_ACTIVITY_SIZE } from '../../features/cashier/history-list.js';
import { PaymentTable } from '../../features/cashier/payment-table.js';
import { serverCallOptions, settle } from '../../features/cashier/server-calls.js';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { PATHS } from '../../routing/paths.js';
import { metaMessages, pageMeta } from '../../seo/page-meta.js';
import { isPlayer } from '../../session/initial-data.js';
import { useRootData } from '../../session/root-data.js';
import { formatMoney, formatTotalBalance } from '../../ui/money.js';
import type { Route } from './+types/wallet';
import './wallet.css';
import '../../features/cashier/cashier.css';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, metaMessages(args).pages.wallet);
}

/** Recent activity: the player's last payments of any kind (spec section 9: 4 items). */
export async function loader(args: Route.LoaderArgs) {
  return {
    recent: await settle(
      getHistory({ type: 'all', offset: 0, count: RECENT_ACTIVITY_SIZE }, serverCallOptions(args)),
    ),
  };
}

/** The player's balances by kind (main, bonus, betting bonus, play money), their total, and recent activity. */
export default function Wallet({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  if (!isPlayer(root)) return null; // guests never get here: the auth guard sends them home
  return <WalletView account={root.account} recent={loaderData.recent} />;
}

function WalletView({
  account,
  recent,
}: {
  account: AccountInfo;
  recent: Route.ComponentProps['loaderData']['recent'];
}) {
  const { t, locale } = useI18n();
  const balances = useDisplayedBalances(account);
  const page = t.pages.wallet;
  const texts = t.cashier.wallet;
  const parts = [
    { label: page.main, balance: balances.balance_main },
    { label: page.bonus, balance: balances.balance_bonus },
    { label: page.bettingBonus, balance: balances.balance_betting_bonus },
    { label: texts.fun, balance: balances.balance_fun },
  ];
  return (
    <section aria-labelledby="tab-heading" className="cashier-section">
      <h2 id="tab-heading" className="section-heading">
        {page.title}
      </h2>
      <dl className="wallet-grid" aria-label={texts.kinds}>
        <div className="wallet-card wallet-card-total">
          <dt>{page.total}</dt>
          <dd>{formatTotalBalance(balances, locale)}</dd>
        </div>
        {parts.map((part) => (
          <div className="wallet-card" key={part.label}>
            <dt>{part.label}</dt>
            <dd>{formatMoney(part.balance.amount, part.balance.currency, locale)}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="recent-heading">
        <div className="list-footer">
          <h3 id="recent-heading" className="cashier-subheading">
            {texts.recent}
          </h3>
          <Link to={localizePath(PATHS.history, locale)} className="cashier-inline-link">
            {texts.allHistory}
          </Link>
        </div>
        {!recent.ok ? (
          <CashierNotice tone="error">{texts.recentFailed}</CashierNotice>
        ) : recent.data.items.length === 0 ? (
          <p className="cashier-hint">{texts.recentNone}</p>
        ) : (
          <PaymentTable items={recent.data.items.slice(0, RECENT_ACTIVITY_SIZE)} caption={texts.recent} />
        )}
      </section>
    </section>
  );
}

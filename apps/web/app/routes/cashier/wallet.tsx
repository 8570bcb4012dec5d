import { useI18n } from '../../i18n/hooks.js';
import { metaMessages, pageMeta } from '../../seo/page-meta.js';
import { isPlayer } from '../../session/initial-data.js';
import { useRootData } from '../../session/root-data.js';
import { formatMoney, formatTotalBalance } from '../../ui/money.js';
import type { Route } from './+types/wallet';
import './wallet.css';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, metaMessages(args).pages.wallet);
}

/** The player's balances, from account/getInfo: main, bonus, betting bonus and their total. */
export default function Wallet() {
  const { t, locale } = useI18n();
  const root = useRootData();
  const page = t.pages.wallet;
  if (!isPlayer(root)) return null; // guests never get here: the auth guard sends them home
  const { account } = root;
  const parts = [
    { label: page.main, balance: account.balance_main },
    { label: page.bonus, balance: account.balance_bonus },
    { label: page.bettingBonus, balance: account.balance_betting_bonus },
  ];
  return (
    <section aria-labelledby="tab-heading">
      <h2 id="tab-heading" className="section-heading">
        {page.title}
      </h2>
      <dl className="wallet-grid">
        <div className="wallet-card wallet-card-total">
          <dt>{page.total}</dt>
          <dd>{formatTotalBalance(account, locale)}</dd>
        </div>
        {parts.map((part) => (
          <div className="wallet-card" key={part.label}>
            <dt>{part.label}</dt>
            <dd>{formatMoney(part.balance.amount, part.balance.currency, locale)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

import { DateTime, useMethodName, useMoney, useStatusText } from '../../features/cashier/cashier-format.js';
import { CashierNotice } from '../../features/cashier/cashier-notice.js';
import { loadReceipt } from '../../features/cashier/receipt-loader.js';
import { useI18n } from '../../i18n/hooks.js';
import { metaMessages, pageMeta } from '../../seo/page-meta.js';
import { EmptyState } from '../../ui/empty-state.js';
import type { Route } from './+types/receipt';
import '../../features/cashier/cashier.css';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, metaMessages(args).pages.receipt);
}

export function loader(args: Route.LoaderArgs) {
  return loadReceipt(args);
}

/** A payment's receipt: /cashier/receipt?id={payment}, or the latest payment without an id. */
export default function Receipt({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const money = useMoney();
  const statusText = useStatusText();
  const methodName = useMethodName();
  const page = t.pages.receipt;
  const texts = t.cashier.receipt;
  const { payment } = loaderData;
  return (
    <section aria-labelledby="tab-heading">
      <h2 id="tab-heading" className="section-heading">
        {page.title}
      </h2>
      {!payment.ok ? (
        <CashierNotice tone="error">{t.cashier.loadFailed}</CashierNotice>
      ) : payment.data === null ? (
        <EmptyState text={loaderData.asked ? texts.notFound : page.empty} icon="history" />
      ) : (
        <div className="receipt-card">
          <dl className="pay-details">
            <dt>{texts.number}</dt>
            <dd>#{payment.data.id}</dd>
            <dt>{texts.type}</dt>
            <dd>{texts.types[payment.data.type as keyof typeof texts.types] ?? payment.data.type}</dd>
            <dt>{t.cashier.payResult.method}</dt>
            <dd>{methodName(payment.data.method)}</dd>
            {payment.data.requisites && (
              <>
                <dt>{texts.requisites}</dt>
                <dd>{payment.data.requisites}</dd>
              </>
            )}
            <dt>{t.cashier.payResult.amount}</dt>
            <dd>{money(payment.data.amount.amount, payment.data.amount.currency)}</dd>
            <dt>{t.cashier.payResult.status}</dt>
            <dd>
              <span className={`status-badge status-${payment.data.status}`}>
                {statusText(payment.data.status)}
              </span>
            </dd>
            <dt>{texts.created}</dt>
            <dd>
              <DateTime value={payment.data.created_at} />
            </dd>
            <dt>{texts.updated}</dt>
            <dd>
              <DateTime value={payment.data.updated_at} />
            </dd>
            <dt>{texts.domain}</dt>
            <dd>{payment.data.domain}</dd>
          </dl>
          <button type="button" className="button button-secondary" onClick={() => window.print()}>
            {texts.print}
          </button>
        </div>
      )}
    </section>
  );
}

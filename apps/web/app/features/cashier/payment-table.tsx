import { Link } from 'react-router';
import type { PaymentInfo } from '../../api/cashier.js';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { DateTime, useMethodName, useMoney, useStatusText } from './cashier-format.js';

/** Payments as rows: date, method, amount, status and the receipt link; cards on phones (cashier.css). */
export function PaymentTable({ items, caption }: { items: readonly PaymentInfo[]; caption: string }) {
  const { t, locale, format } = useI18n();
  const money = useMoney();
  const statusText = useStatusText();
  const methodName = useMethodName();
  const texts = t.cashier.history;
  return (
    <table className="payment-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{texts.date}</th>
          <th scope="col">{texts.method}</th>
          <th scope="col">{texts.amount}</th>
          <th scope="col">{texts.status}</th>
          <th scope="col">{texts.receipt}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} data-testid="payment-row">
            <td data-label={texts.date}>
              <DateTime value={item.created_at} />
            </td>
            <td data-label={texts.method}>{methodName(item.method)}</td>
            <td className="amount">
              {item.type === 'withdrawal' ? '−' : ''}
              {money(item.amount.amount, item.amount.currency)}
            </td>
            <td>
              <span className={`status-badge status-${item.status}`}>{statusText(item.status)}</span>
            </td>
            <td>
              <Link
                to={localizePath(`/cashier/receipt?id=${item.id}`, locale)}
                className="cashier-inline-link"
                aria-label={format(t.common.transaction, { id: item.id })}
              >
                #{item.id}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { getDepositInfo, type PaymentInfo } from '../../api/cashier.js';
import type { SystemPageKind } from '../../errors/system-pages.js';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { isPlayer } from '../../session/initial-data.js';
import { useRootData } from '../../session/root-data.js';
import { SystemPageView } from '../../ui/system-page-view.js';
import { TransactionNumber } from '../../ui/transaction-number.js';
import { followBackUrl } from '../marketing/back-url.js';
import { DateTime, useMethodName, useMoney, useStatusText } from './cashier-format.js';
import { isTransactionId, PAY_POLL_LIMIT, PAY_POLL_MS, pageForStatus, payPagePath } from './pay-outcome.js';
import { refreshBalance } from './refresh-balance.js';
import { type Settled, serverCallOptions, settle } from './server-calls.js';
import './cashier.css';

const PAGE_OF_KIND = { paySuccess: 'paysuccess', payFail: 'payfail', payPending: 'paypending' } as const;

export type PayResultData = { payment: Settled<PaymentInfo> | null };

/** The payment of a result page's {transaction}, when the path names one the API can be asked about. */
export async function loadPayResult(args: {
  request: Request;
  context: Parameters<typeof serverCallOptions>[0]['context'];
  params: { transaction?: string };
}): Promise<PayResultData> {
  const id = args.params.transaction;
  if (!isTransactionId(id)) return { payment: null };
  return { payment: await settle(getDepositInfo(id, serverCallOptions(args))) };
}

interface PayResultProps {
  kind: Extract<SystemPageKind, 'paySuccess' | 'payFail' | 'payPending'>;
  transaction: string | undefined;
  data: PayResultData;
}

/**
 * A payment result page with its transaction: the payment's amount, method and status. While the
 * provider has not answered, the page asks getdepositinfo again and moves to the page of the
 * status it gets; a confirmed deposit refreshes the header's balance and follows a kept backUrl.
 */
export function PayResult({ kind, transaction, data }: PayResultProps) {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const root = useRootData();
  const account = isPlayer(root) ? root.account : null;
  const allowedHosts = root?.general?.allowed_redirect_hosts;
  const [payment, setPayment] = useState<PaymentInfo | null>(data.payment?.ok ? data.payment.data : null);
  const [gaveUp, setGaveUp] = useState(false);
  const status = payment?.status ?? null;
  const waiting = payment !== null && pageForStatus(payment.status) === 'paypending';

  useEffect(() => setPayment(data.payment?.ok ? data.payment.data : null), [data]);

  // A decided payment opened on another outcome's page (an old link, the back button): its own page.
  useEffect(() => {
    if (!payment) return;
    const page = pageForStatus(payment.status);
    if (page !== 'paypending' && page !== PAGE_OF_KIND[kind]) {
      navigate(localizePath(payPagePath(page, payment.id), locale), { replace: true });
    }
  }, [payment, kind, locale, navigate]);

  // Polls while the provider has not decided; bounded, and stopped when the player leaves.
  useEffect(() => {
    if (!waiting || !payment) return;
    let stopped = false;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      tries += 1;
      try {
        const fresh = await getDepositInfo(payment.id, { locale });
        if (stopped) return;
        if (pageForStatus(fresh.status) !== 'paypending') {
          // Decided: the effect above moves to its page (or this one shows it).
          setPayment(fresh);
          return;
        }
      } catch {
        // A failed look-up is tried again at the next tick.
      }
      if (tries >= PAY_POLL_LIMIT) setGaveUp(true);
      else timer = setTimeout(poll, PAY_POLL_MS);
    };
    timer = setTimeout(poll, PAY_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [waiting, payment, locale]);

  // A confirmed deposit: fresh figures in the header, then the kept backUrl if there is one.
  useEffect(() => {
    if (kind !== 'paySuccess' || status !== 'success' || !account) return;
    let cancelled = false;
    void refreshBalance(account, locale).then(() => {
      if (!cancelled) followBackUrl('paySuccess', { allowedHosts });
    });
    return () => {
      cancelled = true;
    };
  }, [kind, status, account, locale, allowedHosts]);

  const pageKind: PayResultProps['kind'] = kind === 'paySuccess' && waiting ? 'payPending' : kind;
  return (
    <SystemPageView kind={pageKind}>
      <TransactionNumber id={transaction} />
      <div className="pay-result-extra">
        {data.payment && !data.payment.ok && <p role="status">{t.cashier.payResult.notFound}</p>}
        {payment && <PaymentDetails payment={payment} />}
        {waiting && (
          <p role="status">{gaveUp ? t.cashier.payResult.stillPending : t.cashier.payResult.checking}</p>
        )}
        {kind === 'paySuccess' && status === 'success' && (
          <Link className="cashier-inline-link" to={localizePath('/cashier/history?tab=deposit', locale)}>
            {t.cashier.payResult.toHistory}
          </Link>
        )}
      </div>
    </SystemPageView>
  );
}

function PaymentDetails({ payment }: { payment: PaymentInfo }) {
  const { t } = useI18n();
  const money = useMoney();
  const statusText = useStatusText();
  const methodName = useMethodName();
  const texts = t.cashier.payResult;
  return (
    <dl className="pay-details">
      <dt>{texts.amount}</dt>
      <dd>{money(payment.amount.amount, payment.amount.currency)}</dd>
      <dt>{texts.method}</dt>
      <dd>{methodName(payment.method)}</dd>
      <dt>{texts.status}</dt>
      <dd>
        <span className={`status-badge status-${payment.status}`}>{statusText(payment.status)}</span>
      </dd>
      <dt>{texts.date}</dt>
      <dd>
        <DateTime value={payment.updated_at} />
      </dd>
    </dl>
  );
}

import { useI18n } from '../i18n/hooks.js';

/** The payment's transaction, when the payment page's address names it. */
export function TransactionNumber({ id }: { id: string | undefined }) {
  const { t, format } = useI18n();
  if (!id) return null;
  return <p className="system-page-detail">{format(t.common.transaction, { id })}</p>;
}

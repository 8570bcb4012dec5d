import { useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useI18n } from '../../i18n/hooks.js';
import { Icon, type IconName } from '../icons.js';
import { currentToasts, dismissToast, subscribeToToasts, type Toast, type ToastType } from './toast-store.js';
import { useTopModalDialog } from './top-modal.js';
import './toast.css';

const NO_TOASTS: readonly Toast[] = [];

const ICON_BY_TYPE: Record<ToastType, IconName> = {
  success: 'check',
  error: 'cross',
  warning: 'warning',
  info: 'mail',
};

/**
 * The toasts, bottom right (bottom on phones). Screen readers hear them; errors interrupt. While a
 * modal dialog is open they are drawn inside it: anywhere else they would sit under its backdrop.
 */
export function ToastHost() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, () => NO_TOASTS);
  const { t } = useI18n();
  const modal = useTopModalDialog();
  const host = (
    <section className="toasts" aria-label={t.dialogs.notifications}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} closeLabel={t.dialogs.close} />
      ))}
    </section>
  );
  return modal ? createPortal(host, modal) : host;
}

function ToastItem({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  useEffect(() => {
    if (toast.time <= 0) return;
    const timer = setTimeout(() => dismissToast(toast.id), toast.time);
    return () => clearTimeout(timer);
  }, [toast.id, toast.time]);
  return (
    <div className={`toast toast-${toast.type}`} role={toast.type === 'error' ? 'alert' : 'status'}>
      <Icon name={ICON_BY_TYPE[toast.type]} size={toast.iconSize} />
      <p className="toast-text">{toast.text}</p>
      <button
        type="button"
        className="toast-close"
        aria-label={closeLabel}
        onClick={() => dismissToast(toast.id)}
      >
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}

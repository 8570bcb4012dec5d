import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useI18n } from '../../i18n/hooks.js';
import { Icon } from '../icons.js';
import './modal.css';

export interface ModalProps {
  title: ReactNode;
  /** A line under the title. */
  subtitle?: ReactNode;
  children: ReactNode;
  /** The player asks to close (Escape, the backdrop, the close button); the queue may refuse. */
  onRequestClose: () => void;
  /** Hides the close button; Escape and the backdrop do nothing. */
  preventClose?: boolean;
  size?: 'small' | 'medium';
  /** `alertdialog` for warnings that need an answer (inactivity). */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal frame on the native `<dialog>` element: `showModal()` puts it in the top layer, makes the
 * rest of the page inert and keeps keyboard focus inside, so no focus-trap code is needed. Focus
 * returns to where it was when the modal goes away.
 */
export function Modal({
  title,
  subtitle,
  children,
  onRequestClose,
  preventClose = false,
  size = 'medium',
  role = 'dialog',
}: ModalProps) {
  const { t } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const requestClose = useRef(onRequestClose);
  requestClose.current = onRequestClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // Escape fires `cancel`: the queue decides, not the browser.
    const onCancel = (event: Event) => {
      event.preventDefault();
      requestClose.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    // A click on the backdrop lands on the <dialog> itself; clicks inside land on its content.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is the keyboard way to close (cancel event).
    <dialog
      ref={ref}
      className={`modal modal-${size}`}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-modal="true"
      onClick={(event) => {
        if (event.target === event.currentTarget && !preventClose) requestClose.current();
      }}
    >
      <div className="modal-content">
        <header className="modal-header">
          <div>
            <h2 id={titleId} className="modal-title">
              {title}
            </h2>
            {subtitle && <p className="modal-subtitle">{subtitle}</p>}
          </div>
          {!preventClose && (
            <button
              type="button"
              className="icon-button modal-close"
              aria-label={t.dialogs.close}
              onClick={() => requestClose.current()}
            >
              <Icon name="close" size={20} />
            </button>
          )}
        </header>
        <div className="modal-body">{children}</div>
      </div>
    </dialog>
  );
}

import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useI18n } from '../i18n/i18n-context.js';

// A modal on the native <dialog>: the browser traps the focus, Escape closes it and the page
// behind is inert; the focus returns to the button that opened it.

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

export function Dialog({ title, onClose, children }: DialogProps) {
  const { t } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    // The field to fill, or the confirming button, rather than the close button that comes first.
    dialog.querySelector<HTMLElement>('[data-initial-focus]')?.focus();
    return () => {
      dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="dialog-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="button-icon" aria-label={t.dialog.close} onClick={onClose}>
          ×
        </button>
      </div>
      {children}
    </dialog>
  );
}

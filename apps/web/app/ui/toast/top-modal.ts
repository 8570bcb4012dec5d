import { useEffect, useState } from 'react';

/**
 * The modal `<dialog>` open now, or null. A modal sits in the browser's top layer above any
 * z-index and makes the rest of the page inert, so whatever must show over it (the toasts) has to be
 * rendered inside it. Watches `open` attributes, so dialogs opened and closed later are followed.
 */
export function useTopModalDialog(): HTMLDialogElement | null {
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    const update = () => setDialog(topModalDialog());
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { subtree: true, childList: true, attributeFilter: ['open'] });
    return () => observer.disconnect();
  }, []);
  return dialog;
}

function topModalDialog(): HTMLDialogElement | null {
  const open = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].filter((d) =>
    d.matches(':modal'),
  );
  return open.at(-1) ?? null;
}

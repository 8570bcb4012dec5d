import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { useDialogComponent } from './dialog-loader.js';
import {
  closeDialog,
  type DialogEntry,
  type DialogName,
  type DialogOptions,
  dialogQueue,
  replaceDialog,
  subscribeToDialogs,
} from './dialog-store.js';
import { Modal } from './modal.js';

const NO_DIALOGS: readonly DialogEntry[] = [];

/** Shows the first dialog of the queue, and locks page scroll while any is queued. */
export function DialogHost() {
  const queue = useSyncExternalStore(subscribeToDialogs, dialogQueue, () => NO_DIALOGS);
  const entry = queue[0];
  useScrollLock(queue.length > 0);
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const Component = useDialogComponent(entry?.name);

  useEffect(() => {
    if (entry && !Component) {
      console.error(`No dialog component is registered for "${entry.name}"`);
      closeDialog(entry.id, { immediate: true });
    }
  }, [entry, Component]);

  if (!entry || !Component) return null;

  const requestClose = () => {
    if (closeDialog(entry.id) && entry.options.onCloseGoHome) void navigate(localizePath('/', locale));
  };
  const finish = () => {
    closeDialog(entry.id, { immediate: true });
  };
  const replaceWith = (name: DialogName, options?: DialogOptions) => {
    replaceDialog(entry.id, name, options);
  };

  return (
    <Suspense
      key={entry.id}
      fallback={
        <Modal
          title={t.common.loading}
          onRequestClose={requestClose}
          preventClose={entry.options.preventClose}
        >
          <div className="modal-loading">
            <span className="spinner" aria-hidden="true" />
          </div>
        </Modal>
      }
    >
      <Component
        key={entry.id}
        entry={entry}
        requestClose={requestClose}
        finish={finish}
        replaceWith={replaceWith}
      />
    </Suspense>
  );
}

function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    root.classList.add('scroll-locked');
    return () => root.classList.remove('scroll-locked');
  }, [locked]);
}

import { useI18n } from '../../i18n/hooks.js';
import type { DialogComponentProps } from '../../ui/dialog/dialog-component.js';
import { Modal } from '../../ui/dialog/modal.js';

/**
 * The demo-mode popup (spec section 2): a guest on a game page plays for fun with play money, or
 * logs in or registers to play for real. A game without a demo offers only the latter.
 */
export default function DemoModeDialog({ entry, requestClose, finish, replaceWith }: DialogComponentProps) {
  const { t, format } = useI18n();
  const page = t.game;
  const game = String(entry.options.props?.game ?? '');
  const hasDemo = entry.options.props?.hasDemo === true;
  const onDemo = entry.options.props?.onDemo as (() => void) | undefined;
  return (
    <Modal title={format(page.demoTitle, { game })} onRequestClose={requestClose} size="small">
      <div className="demo-mode-dialog">
        <p>{format(hasDemo ? page.demoText : page.noDemoText, { game })}</p>
        <div className="demo-mode-actions">
          {hasDemo && (
            <button
              type="button"
              className="button button-primary"
              onClick={() => {
                onDemo?.();
                finish();
              }}
            >
              {page.playForFun}
            </button>
          )}
          <button
            type="button"
            className="button button-secondary"
            onClick={() => replaceWith('authorization')}
          >
            {page.logIn}
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => replaceWith('registration')}
          >
            {page.register}
          </button>
        </div>
      </div>
    </Modal>
  );
}

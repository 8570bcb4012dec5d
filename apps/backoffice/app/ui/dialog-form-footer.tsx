import { useI18n } from '../i18n/i18n-context.js';

// The end of every back-office dialog form: the refusal in words, then Cancel and the submit button.

export function DialogFormFooter(props: {
  failure: string | null;
  onCancel: () => void;
  submitLabel: string;
  busy: boolean;
  tone?: 'primary' | 'danger';
  /** The submit button takes the focus when the dialog opens (a dialog with no field). */
  initialFocus?: boolean;
}) {
  const { t } = useI18n();
  return (
    <>
      {props.failure ? (
        <p className="form-error" role="alert">
          {props.failure}
        </p>
      ) : null}
      <div className="dialog-actions">
        <button type="button" className="button" onClick={props.onCancel}>
          {t.dialog.cancel}
        </button>
        <button
          type="submit"
          className={`button ${props.tone === 'danger' ? 'button-danger' : 'button-primary'}`}
          disabled={props.busy}
          data-initial-focus={props.initialFocus ? true : undefined}
        >
          {props.submitLabel}
        </button>
      </div>
    </>
  );
}

import { LOCALES, type LocaleCode } from '@jeton/domain';
import { POPUP_LIMITS, type PopupRow, type PopupSave, popupSaveInput } from '@jeton/domain/backoffice';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { boCall } from '../../api/client.js';
import { describeFailure } from '../../api/use-failure-handler.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { Dialog } from '../../ui/dialog.js';
import { DialogFormFooter } from '../../ui/dialog-form-footer.js';
import { SelectField, TextAreaField, TextField } from '../../ui/field.js';
import { zodFormResolver } from '../../ui/form-resolver.js';

// One campaign popup in one language: a new one (no `popup`) or an edit, checked by the contract's
// rules before it is sent, as the server checks it again.

type FormValues = z.input<typeof popupSaveInput>;

const EMPTY: FormValues = {
  sysname: '',
  locale: 'en',
  title: '',
  text: '',
  imageUrl: '',
  buttonLabel: '',
  buttonUrl: '',
  isActive: true,
};

export function PopupEditDialog(props: {
  popup: PopupRow | null;
  onClose: () => void;
  onSaved: (popup: PopupRow) => Promise<void>;
}) {
  const { t, locale } = useI18n();
  const { popup } = props;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, PopupSave>({
    resolver: zodFormResolver<FormValues, PopupSave>(popupSaveInput, locale as LocaleCode),
    defaultValues: popup
      ? {
          sysname: popup.sysname,
          locale: popup.locale,
          title: popup.title,
          text: popup.text,
          imageUrl: popup.imageUrl,
          buttonLabel: popup.buttonLabel,
          buttonUrl: popup.buttonUrl,
          isActive: popup.isActive,
        }
      : EMPTY,
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await props.onSaved(await boCall('popups/save', values));
    } catch (error) {
      setFailure(describeFailure(error, t));
    }
  });

  return (
    <Dialog title={popup ? t.popups.editTitle : t.popups.newTitle} onClose={props.onClose}>
      <form className="dialog-body" onSubmit={submit} noValidate>
        <TextField
          label={t.popups.sysname}
          hint={t.popups.sysnameHint}
          maxLength={POPUP_LIMITS.sysname}
          readOnly={popup !== null}
          spellCheck={false}
          data-initial-focus={popup ? undefined : true}
          error={errors.sysname?.message}
          {...form.register('sysname')}
        />
        <SelectField
          label={t.popups.columns.locale}
          options={LOCALES.map((code) => ({ value: code, label: t.locales[code] }))}
          disabled={popup !== null}
          {...form.register('locale')}
        />
        <TextField
          label={t.popups.columns.title}
          maxLength={POPUP_LIMITS.title}
          data-initial-focus={popup ? true : undefined}
          error={errors.title?.message}
          {...form.register('title')}
        />
        <TextAreaField
          label={t.popups.text}
          rows={4}
          maxLength={POPUP_LIMITS.text}
          error={errors.text?.message}
          {...form.register('text')}
        />
        <TextField
          label={t.popups.imageUrl}
          hint={t.popups.urlHint}
          maxLength={POPUP_LIMITS.url}
          spellCheck={false}
          error={errors.imageUrl?.message}
          {...form.register('imageUrl')}
        />
        <TextField
          label={t.popups.buttonLabel}
          hint={t.popups.buttonHint}
          maxLength={POPUP_LIMITS.buttonLabel}
          error={errors.buttonLabel?.message}
          {...form.register('buttonLabel')}
        />
        <TextField
          label={t.popups.buttonUrl}
          hint={t.popups.urlHint}
          maxLength={POPUP_LIMITS.url}
          spellCheck={false}
          error={errors.buttonUrl?.message}
          {...form.register('buttonUrl')}
        />
        <label className="choice">
          <input type="checkbox" {...form.register('isActive')} />
          {t.popups.isActive}
        </label>
        <DialogFormFooter
          failure={failure}
          onCancel={props.onClose}
          submitLabel={form.formState.isSubmitting ? t.popups.saving : t.popups.save}
          busy={form.formState.isSubmitting}
        />
      </form>
    </Dialog>
  );
}

import type { LocaleCode } from '@jeton/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useI18n } from '../i18n/i18n-context.js';
import { Dialog } from './dialog.js';
import { DialogFormFooter } from './dialog-form-footer.js';
import { TextAreaField } from './field.js';
import { zodFormResolver } from './form-resolver.js';

// The confirmation every change goes through: a title, what will happen, and, when the action
// needs one, a text (a reason, a note) checked by the contract's rule before it is sent.

export interface ActionTextField {
  label: string;
  hint?: string;
  /** The contract's rule for the text (reasonField, the note's text). */
  rule: z.ZodType<string>;
  maxLength: number;
}

interface ActionDialogProps {
  title: string;
  text?: string;
  confirmLabel: string;
  tone?: 'danger' | 'primary';
  field?: ActionTextField;
  /** Runs the action; a thrown error's message is shown in the dialog, which stays open. */
  onConfirm: (text: string) => Promise<void>;
  onClose: () => void;
  describeError: (error: unknown) => string;
}

export function ActionDialog(props: ActionDialogProps) {
  const { locale } = useI18n();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ text: string }>({
    resolver: zodFormResolver(textSchema(props.field), locale as LocaleCode),
    defaultValues: { text: '' },
  });

  const submit = form.handleSubmit(async ({ text }) => {
    setFailure(null);
    try {
      await props.onConfirm(text);
    } catch (error) {
      setFailure(props.describeError(error));
    }
  });

  return (
    <Dialog title={props.title} onClose={props.onClose}>
      <form className="dialog-body" onSubmit={submit} noValidate>
        {props.text ? <p>{props.text}</p> : null}
        {props.field ? (
          <TextAreaField
            label={props.field.label}
            hint={props.field.hint}
            maxLength={props.field.maxLength}
            data-initial-focus
            error={form.formState.errors.text?.message}
            {...form.register('text')}
          />
        ) : null}
        <DialogFormFooter
          failure={failure}
          onCancel={props.onClose}
          submitLabel={props.confirmLabel}
          busy={form.formState.isSubmitting}
          tone={props.tone === 'danger' ? 'danger' : 'primary'}
          initialFocus={!props.field}
        />
      </form>
    </Dialog>
  );
}

function textSchema(field: ActionTextField | undefined) {
  return z.object({ text: field ? field.rule : z.string() });
}

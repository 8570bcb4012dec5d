import type { LocaleCode } from '@jeton/domain';
import { ADJUSTMENT_APPROVAL_THRESHOLD_MINOR, reasonField } from '@jeton/domain/backoffice';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { boCall } from '../../api/client.js';
import { formatMinor } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { Dialog } from '../../ui/dialog.js';
import { DialogFormFooter } from '../../ui/dialog-form-footer.js';
import { TextAreaField, TextField } from '../../ui/field.js';
import { zodFormResolver } from '../../ui/form-resolver.js';
import { describeAdjustmentFailure } from './adjustment-failures.js';
import { minorOf } from './amount.js';

// A manual balance adjustment: a signed amount in the player's currency and a reason. One request
// key per dialog, so a double submit or a retry after a lost answer makes one adjustment.

const REASON_MAX_LENGTH = 500;
export function AdjustDialog(props: {
  playerId: number;
  currency: string;
  onClose: () => void;
  onDone: (applied: boolean) => Promise<void>;
}) {
  const { t, format, locale } = useI18n();
  const [requestKey] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const schema = z.object({
    amount: z.string().refine((value) => (minorOf(value) ?? 0) !== 0, t.adjust.amountInvalid),
    reason: reasonField,
  });
  const form = useForm<{ amount: string; reason: string }>({
    resolver: zodFormResolver(schema, locale as LocaleCode),
    defaultValues: { amount: '', reason: '' },
  });
  const threshold = formatMinor(
    ADJUSTMENT_APPROVAL_THRESHOLD_MINOR[props.currency] ?? 0,
    props.currency,
    locale,
  );

  const submit = form.handleSubmit(async ({ amount, reason }) => {
    setFailure(null);
    try {
      const adjustment = await boCall('players/adjustBalance', {
        id: props.playerId,
        amountMinor: minorOf(amount)!,
        reason,
        requestKey,
      });
      await props.onDone(adjustment.status === 'applied');
    } catch (error) {
      setFailure(describeAdjustmentFailure(error, t));
    }
  });

  return (
    <Dialog title={format(t.adjust.title, { id: props.playerId })} onClose={props.onClose}>
      <form className="dialog-body" onSubmit={submit} noValidate>
        <p>{format(t.adjust.text, { threshold })}</p>
        <TextField
          label={format(t.adjust.amount, { currency: props.currency })}
          hint={t.adjust.amountHint}
          inputMode="decimal"
          autoComplete="off"
          data-initial-focus
          error={form.formState.errors.amount?.message}
          {...form.register('amount')}
        />
        <TextAreaField
          label={t.player.reason}
          hint={t.player.reasonHint}
          maxLength={REASON_MAX_LENGTH}
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
        <DialogFormFooter
          failure={failure}
          onCancel={props.onClose}
          submitLabel={t.adjust.submit}
          busy={form.formState.isSubmitting}
        />
      </form>
    </Dialog>
  );
}

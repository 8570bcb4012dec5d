import type { LocaleCode } from '@jeton/domain';
import type { CashOutSettings } from '@jeton/domain/backoffice';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRevalidator } from 'react-router';
import { z } from 'zod';
import { boCall } from '../../api/client.js';
import { describeFailure } from '../../api/use-failure-handler.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { TextField } from '../../ui/field.js';
import { zodFormResolver } from '../../ui/form-resolver.js';
import { useToast } from '../../ui/toast.js';

// Cash-out (decision 0074): the switch and the share of a bet's fair value the offer pays, typed
// as a percentage (95) and sent in basis points (9500), checked by the contract's bounds.

const formSchema = z.object({
  enabled: z.boolean(),
  percent: z
    .string()
    .trim()
    .transform((v) => (v === '' ? Number.NaN : Number(v.replace(',', '.'))))
    .pipe(z.number().min(50).max(100).multipleOf(0.01)),
});
type FormValues = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

export function CashOutSettingsForm({ settings }: { settings: CashOutSettings }) {
  const { t, locale } = useI18n();
  const texts = t.sportsbook.cashOut;
  const revalidator = useRevalidator();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodFormResolver<FormValues, FormOutput>(formSchema, locale as LocaleCode),
    // In the operator's notation: "95,00" in French (the parser takes either separator).
    defaultValues: { enabled: settings.enabled, percent: percentText(settings.margin_bp, locale) },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await boCall('sportsbook/saveCashOut', {
        enabled: values.enabled,
        margin_bp: Math.round(values.percent * 100),
      });
      toast(texts.saved);
      await revalidator.revalidate();
    } catch (error) {
      setFailure(describeFailure(error, t));
    }
  });
  return (
    <section className="card" aria-labelledby="cash-out-settings-title">
      <h2 id="cash-out-settings-title">{texts.title}</h2>
      <p className="muted">{texts.intro}</p>
      <form className="settings-form" onSubmit={submit} noValidate>
        <label className="choice">
          <input type="checkbox" {...form.register('enabled')} />
          {texts.enabled}
        </label>
        <TextField
          label={texts.margin}
          hint={texts.marginHint}
          inputMode="decimal"
          error={errors.percent?.message}
          {...form.register('percent')}
        />
        {failure ? (
          <p className="form-error" role="alert">
            {failure}
          </p>
        ) : null}
        <div>
          <button type="submit" className="button button-primary" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? texts.saving : texts.save}
          </button>
        </div>
      </form>
    </section>
  );
}

function percentText(marginBp: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(marginBp / 100);
}

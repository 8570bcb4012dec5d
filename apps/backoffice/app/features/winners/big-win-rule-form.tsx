import type { LocaleCode } from '@jeton/domain';
import { type BigWinRule, bigWinRuleSchema } from '@jeton/domain/backoffice';
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

// The big-win rule: a multiple of the round's stakes and a least amount, checked by the contract's
// schema (the server's). The amount is typed in major units and sent in minor units (cents).

const shape = bigWinRuleSchema.shape;
const numberText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? Number.NaN : Number(v.replace(',', '.'))));
const formSchema = z.object({
  min_multiplier: numberText.pipe(shape.min_multiplier),
  min_win: numberText.pipe(z.number().min(0.01).max(10_000_000_000)),
});
type FormValues = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

export function BigWinRuleForm({ rule }: { rule: BigWinRule }) {
  const { t, locale } = useI18n();
  const revalidator = useRevalidator();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodFormResolver<FormValues, FormOutput>(formSchema, locale as LocaleCode),
    defaultValues: {
      min_multiplier: String(rule.min_multiplier),
      min_win: (rule.min_win_minor / 100).toFixed(2),
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await boCall('winners/saveRule', {
        min_multiplier: values.min_multiplier,
        min_win_minor: Math.round(values.min_win * 100),
      });
      toast(t.winners.ruleSaved);
      await revalidator.revalidate();
    } catch (error) {
      setFailure(describeFailure(error, t));
    }
  });
  return (
    <section className="card" aria-labelledby="big-win-rule-title">
      <h2 id="big-win-rule-title">{t.winners.rule}</h2>
      <p className="muted">{t.winners.ruleIntro}</p>
      <form className="settings-form" onSubmit={submit} noValidate>
        <TextField
          label={t.winners.minMultiplier}
          hint={t.winners.minMultiplierHint}
          inputMode="decimal"
          error={errors.min_multiplier?.message}
          {...form.register('min_multiplier')}
        />
        <TextField
          label={t.winners.minWin}
          hint={t.winners.minWinHint}
          inputMode="decimal"
          error={errors.min_win?.message}
          {...form.register('min_win')}
        />
        {failure ? (
          <p className="form-error" role="alert">
            {failure}
          </p>
        ) : null}
        <div>
          <button type="submit" className="button button-primary" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t.winners.saving : t.winners.saveRule}
          </button>
        </div>
      </form>
    </section>
  );
}

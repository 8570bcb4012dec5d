import { CASHBACK_PERIODS, CURRENCY_CODES, type LocaleCode } from '@jeton/domain';
import { type CashbackRule, cashbackRuleSchema } from '@jeton/domain/backoffice';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRevalidator } from 'react-router';
import { z } from 'zod';
import { boCall } from '../../api/client.js';
import { describeFailure } from '../../api/use-failure-handler.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { SelectField, TextField } from '../../ui/field.js';
import { zodFormResolver } from '../../ui/form-resolver.js';
import { useToast } from '../../ui/toast.js';

// The cashback rule, checked by the contract's schema (the server's). The percent is typed as a
// percent and sent in basis points; amounts are typed in major units and sent in cents.

const shape = cashbackRuleSchema.shape;
const numberText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? Number.NaN : Number(v.replace(',', '.'))));
const money = numberText.pipe(z.number().min(0).max(1_000_000));
const formSchema = z.object({
  enabled: z.boolean(),
  period: shape.period,
  percent: numberText.pipe(z.number().min(0.01).max(50)),
  min_loss: money,
  max_amount: numberText.pipe(z.number().min(0.01).max(1_000_000)),
  claim_days: numberText.pipe(shape.claim_days),
  currency: shape.currency,
});
type FormValues = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const cents = (major: number) => Math.round(major * 100);

export function CashbackRuleForm({ rule }: { rule: CashbackRule }) {
  const { t, locale } = useI18n();
  const c = t.cashback;
  const revalidator = useRevalidator();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodFormResolver<FormValues, FormOutput>(formSchema, locale as LocaleCode),
    defaultValues: {
      enabled: rule.enabled,
      period: rule.period,
      percent: String(rule.percent_bp / 100),
      min_loss: (rule.min_loss_minor / 100).toFixed(2),
      max_amount: (rule.max_amount_minor / 100).toFixed(2),
      claim_days: String(rule.claim_days),
      currency: rule.currency,
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await boCall('cashback/saveRule', {
        enabled: values.enabled,
        period: values.period,
        percent_bp: Math.round(values.percent * 100),
        min_loss_minor: cents(values.min_loss),
        max_amount_minor: cents(values.max_amount),
        claim_days: values.claim_days,
        currency: values.currency,
      });
      toast(c.ruleSaved);
      await revalidator.revalidate();
    } catch (error) {
      setFailure(describeFailure(error, t));
    }
  });
  return (
    <section className="card" aria-labelledby="cashback-rule-title">
      <h2 id="cashback-rule-title">{c.rule}</h2>
      <p className="muted">{c.ruleIntro}</p>
      <form className="settings-form" onSubmit={submit} noValidate>
        <label className="choice">
          <input type="checkbox" {...form.register('enabled')} />
          {c.enabled}
        </label>
        <SelectField
          label={c.period}
          options={CASHBACK_PERIODS.map((value) => ({ value, label: c.periods[value] }))}
          {...form.register('period')}
        />
        <TextField
          label={c.percent}
          hint={c.percentHint}
          inputMode="decimal"
          error={errors.percent?.message}
          {...form.register('percent')}
        />
        <TextField
          label={c.minLoss}
          hint={c.minLossHint}
          inputMode="decimal"
          error={errors.min_loss?.message}
          {...form.register('min_loss')}
        />
        <TextField
          label={c.maxAmount}
          inputMode="decimal"
          error={errors.max_amount?.message}
          {...form.register('max_amount')}
        />
        <TextField
          label={c.claimDays}
          hint={c.claimDaysHint}
          inputMode="numeric"
          error={errors.claim_days?.message}
          {...form.register('claim_days')}
        />
        <SelectField
          label={c.currency}
          options={CURRENCY_CODES.map((value) => ({ value, label: value }))}
          {...form.register('currency')}
        />
        {failure ? (
          <p className="form-error" role="alert">
            {failure}
          </p>
        ) : null}
        <div>
          <button type="submit" className="button button-primary" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? c.saving : c.saveRule}
          </button>
        </div>
      </form>
    </section>
  );
}

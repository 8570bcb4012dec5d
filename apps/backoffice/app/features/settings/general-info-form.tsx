import { CURRENCY_CODES, type GeneralInfo, LOCALES, type LocaleCode } from '@jeton/domain';
import { generalInfoPatchSchema } from '@jeton/domain/backoffice';
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

// The General info form (spec section 3): checked by the contract's schema, the one the server
// checks (generalInfoPatchSchema); the sandbox providers and redirect hosts are the server's
// configuration and only shown.

const shape = generalInfoPatchSchema.shape;
const secondsText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? Number.NaN : Number(v)))
  .pipe(shape.time_to_force_logout.unwrap());

const formSchema = z.object({
  available_currencies: shape.available_currencies.unwrap(),
  available_locales: shape.available_locales.unwrap(),
  default_currency: shape.default_currency.unwrap(),
  domain_type: shape.domain_type.unwrap(),
  is_seon_enabled: z.boolean(),
  is_bonus_isolation_enabled: z.boolean(),
  is_game_history_export_enabled: z.boolean(),
  time_to_force_logout: secondsText,
  user_inactivity_cashier_time: secondsText,
  user_inactivity_pp_time: secondsText,
});
type FormValues = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const SECONDS_FIELDS = [
  ['time_to_force_logout', 'forceLogout'],
  ['user_inactivity_cashier_time', 'cashierInactivity'],
  ['user_inactivity_pp_time', 'ppInactivity'],
] as const;
const SWITCHES = [
  ['is_seon_enabled', 'seon'],
  ['is_bonus_isolation_enabled', 'bonusIsolation'],
  ['is_game_history_export_enabled', 'gameHistoryExport'],
] as const;

export function GeneralInfoForm({ info }: { info: GeneralInfo }) {
  const { t, locale } = useI18n();
  const revalidator = useRevalidator();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodFormResolver<FormValues, FormOutput>(formSchema, locale as LocaleCode),
    defaultValues: {
      available_currencies: info.available_currencies,
      available_locales: info.available_locales,
      default_currency: info.default_currency,
      domain_type: info.domain_type,
      is_seon_enabled: info.is_seon_enabled,
      is_bonus_isolation_enabled: info.is_bonus_isolation_enabled,
      is_game_history_export_enabled: info.is_game_history_export_enabled,
      time_to_force_logout: String(info.time_to_force_logout),
      user_inactivity_cashier_time: String(info.user_inactivity_cashier_time),
      user_inactivity_pp_time: String(info.user_inactivity_pp_time),
    },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await boCall('settings/updateGeneralInfo', values);
      toast(t.settings.saved);
      await revalidator.revalidate();
    } catch (error) {
      setFailure(describeFailure(error, t));
    }
  });

  return (
    <section className="card" aria-labelledby="general-info-title">
      <h2 id="general-info-title">{t.settings.generalInfo}</h2>
      <p className="muted">{t.settings.generalInfoIntro}</p>
      <form className="settings-form" onSubmit={submit} noValidate>
        <fieldset className="choices">
          <legend>{t.settings.currencies}</legend>
          {CURRENCY_CODES.map((code) => (
            <label key={code} className="choice">
              <input type="checkbox" value={code} {...form.register('available_currencies')} />
              {code}
            </label>
          ))}
          {errors.available_currencies?.message ? (
            <p className="field-error">{errors.available_currencies.message}</p>
          ) : null}
        </fieldset>
        <SelectField
          label={t.settings.defaultCurrency}
          options={CURRENCY_CODES.map((code) => ({ value: code, label: code }))}
          {...form.register('default_currency')}
        />
        <fieldset className="choices">
          <legend>{t.settings.locales}</legend>
          {LOCALES.map((code) => (
            <label key={code} className="choice" lang={code}>
              <input type="checkbox" value={code} {...form.register('available_locales')} />
              {t.locales[code]}
            </label>
          ))}
          {errors.available_locales?.message ? (
            <p className="field-error">{errors.available_locales.message}</p>
          ) : null}
        </fieldset>
        <TextField
          label={t.settings.domainType}
          maxLength={50}
          error={errors.domain_type?.message}
          {...form.register('domain_type')}
        />
        {SECONDS_FIELDS.map(([name, label]) => (
          <TextField
            key={name}
            label={t.settings[label]}
            hint={t.settings.secondsHint}
            inputMode="numeric"
            error={errors[name]?.message}
            {...form.register(name)}
          />
        ))}
        {SWITCHES.map(([name, label]) => (
          <label key={name} className="choice">
            <input type="checkbox" {...form.register(name)} />
            {t.settings[label]}
          </label>
        ))}
        <dl className="facts">
          <div>
            <dt>{t.settings.sandboxProviders}</dt>
            <dd>{info.sandbox_providers.join(', ') || t.settings.none}</dd>
          </div>
          <div>
            <dt>{t.settings.redirectHosts}</dt>
            <dd>{info.allowed_redirect_hosts.join(', ') || t.settings.none}</dd>
          </div>
        </dl>
        <p className="field-hint">{t.settings.configured}</p>
        {failure ? (
          <p className="form-error" role="alert">
            {failure}
          </p>
        ) : null}
        <div>
          <button type="submit" className="button button-primary" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t.settings.saving : t.settings.save}
          </button>
        </div>
      </form>
    </section>
  );
}

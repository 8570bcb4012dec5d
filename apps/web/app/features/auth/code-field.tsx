import { twoFactorCodeForm } from '@jeton/domain';
import type { ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { useI18n } from '../../i18n/hooks.js';
import { TextField } from './auth-fields.js';
import { zodFormResolver } from './form-resolver.js';

// The authenticator's 6-digit code, asked at the log-in's second step and on the security tab.

/** The code's form: the shared rule, checked once the field is left. */
export function useCodeForm() {
  const { locale } = useI18n();
  return useForm<{ code: string }>({
    resolver: zodFormResolver(twoFactorCodeForm, locale),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
}

type CodeFieldProps = Pick<
  ComponentProps<typeof TextField>,
  'label' | 'registration' | 'error' | 'initialFocus'
>;

/** The code's input: a numeric keyboard, and the one-time code the phone offers to fill in. */
export function CodeField(props: CodeFieldProps) {
  return (
    <TextField
      className="field-code"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={16}
      {...props}
    />
  );
}

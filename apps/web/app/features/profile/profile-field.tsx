import type { ReactNode } from 'react';
import type { Messages } from '../../i18n/messages.js';
import type { ProfileFieldKey } from './profile-form.js';
import type { usePersonalDetails } from './use-personal-details.js';

// One field of the personal details form: its label with the changed mark, its control, its hint
// and its error.

type FieldContext = Pick<ReturnType<typeof usePersonalDetails>, 'state' | 'idOf' | 'change'>;
type PersonalTexts = Messages['profile']['personal'];

/** Draws a field from its name and its control (a text input or a select). */
export function fieldRenderer({ state, idOf, change }: FieldContext, texts: PersonalTexts) {
  return (name: ProfileFieldKey, control: (props: ControlProps) => ReactNode, hint?: string) => {
    const item = state[name];
    const id = idOf(name);
    const described = [hint ? `${id}-hint` : '', item.error ? `${id}-error` : ''].filter(Boolean).join(' ');
    return (
      <div key={name} className={item.error ? 'settings-field settings-field-invalid' : 'settings-field'}>
        <div className="settings-label">
          <label htmlFor={id}>{texts.fields[name]}</label>
          {/* The dirty flag of spec section 3, beside the label so that the field keeps its name. */}
          {item.dirty && <span className="settings-dirty">{texts.changed}</span>}
        </div>
        {control({
          id,
          name,
          className: 'settings-input',
          value: item.value,
          'aria-invalid': item.error ? true : undefined,
          'aria-describedby': described || undefined,
          onChange: (event: { target: { value: string } }) => change(name, event.target.value),
        })}
        {hint && (
          <p id={`${id}-hint`} className="settings-hint">
            {hint}
          </p>
        )}
        {item.error && (
          <p id={`${id}-error`} className="settings-error" role="alert">
            {item.error}
          </p>
        )}
      </div>
    );
  };
}

/** A text input with its autocomplete kind. */
export const text =
  (autoComplete: string, extra: Partial<ControlProps> = {}) =>
  (props: ControlProps) => <input type="text" autoComplete={autoComplete} {...props} {...extra} />;

export interface ControlProps {
  id: string;
  name: string;
  className: string;
  value: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  onChange: (event: { target: { value: string } }) => void;
  inputMode?: 'numeric' | 'text';
  placeholder?: string;
  spellCheck?: boolean;
}

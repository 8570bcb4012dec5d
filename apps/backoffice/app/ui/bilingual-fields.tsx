import { TextAreaField, TextField } from './field.js';

// The title (or name) and text (or description) of what operators publish in both languages
// (offers, jackpots, tournaments): four fields in one order, English first, each bound to the
// edit form (useEditForm's `bind`, or a screen's own bind that words its errors).

/** What a form's `bind` hands a field. */
export interface BoundField {
  name: string;
  value: string;
  error?: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
}

type Part = 'titleEn' | 'titleFr' | 'textEn' | 'textFr';

export function BilingualFields({
  fields,
  labels,
  limits,
  initialFocus = false,
}: {
  /** The bound fields, by part (a jackpot's name is its title, its description its text). */
  fields: Record<Part, BoundField>;
  labels: Record<Part, string>;
  limits: { title: number; text: number };
  /** Editing an existing record: the English title takes the focus (the name above is read-only). */
  initialFocus?: boolean;
}) {
  return (
    <>
      <TextField
        label={labels.titleEn}
        maxLength={limits.title}
        data-initial-focus={initialFocus ? true : undefined}
        {...fields.titleEn}
      />
      <TextField label={labels.titleFr} maxLength={limits.title} {...fields.titleFr} />
      <TextAreaField label={labels.textEn} rows={2} maxLength={limits.text} {...fields.textEn} />
      <TextAreaField label={labels.textFr} rows={2} maxLength={limits.text} {...fields.textFr} />
    </>
  );
}

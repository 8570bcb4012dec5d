import { type LocaleCode, VISIBLE_FULL_SCREEN } from '@jeton/domain';
import {
  type CatalogueCategory,
  type CatalogueGameRow,
  catalogueGameUpdateInput,
} from '@jeton/domain/backoffice';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { boCall } from '../../api/client.js';
import { describeFailure } from '../../api/use-failure-handler.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { Dialog } from '../../ui/dialog.js';
import { DialogFormFooter } from '../../ui/dialog-form-footer.js';
import { SelectField, TextField } from '../../ui/field.js';
import { zodFormResolver } from '../../ui/form-resolver.js';

// A game's edit form: its place in the hall (popularity), categories, demo play and item config
// (spec section 3), each config value either the game's own or the site's (an empty choice).

const SITE = '';
const triState = z.enum([SITE, 'yes', 'no']).transform((v) => (v === SITE ? null : v === 'yes'));
const shape = catalogueGameUpdateInput.shape;

/** The form's text values, turned into the contract's input and checked by its rules. */
const formSchema = z.object({
  popularity: z
    .string()
    .trim()
    .transform((v) => (v === '' ? Number.NaN : Number(v)))
    .pipe(shape.popularity.unwrap()),
  categories: z.array(z.string()).pipe(shape.categories.unwrap()),
  hasDemo: z.boolean(),
  canAccessSlotWithZeroBalance: triState,
  canVisibleFavoriteIcon: triState,
  visibleFullScreen: z.enum([SITE, ...VISIBLE_FULL_SCREEN]).transform((v) => (v === SITE ? null : v)),
  contentViewType: z
    .string()
    .trim()
    .max(32)
    .transform((v) => (v === '' ? null : v)),
});
type FormValues = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const triValue = (value: boolean | null) => (value === null ? SITE : value ? 'yes' : 'no');

export function GameEditDialog(props: {
  game: CatalogueGameRow;
  categories: readonly CatalogueCategory[];
  onClose: () => void;
  onSaved: (game: CatalogueGameRow) => Promise<void>;
}) {
  const { t, format, locale } = useI18n();
  const { game } = props;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodFormResolver<FormValues, FormOutput>(formSchema, locale as LocaleCode),
    defaultValues: {
      popularity: String(game.popularity),
      categories: [...game.categories],
      hasDemo: game.hasDemo,
      canAccessSlotWithZeroBalance: triValue(game.config.canAccessSlotWithZeroBalance),
      canVisibleFavoriteIcon: triValue(game.config.canVisibleFavoriteIcon),
      visibleFullScreen: game.config.visibleFullScreen ?? SITE,
      contentViewType: game.config.contentViewType ?? '',
    },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await boCall('catalogue/updateGame', {
        id: game.id,
        popularity: values.popularity,
        categories: values.categories,
        hasDemo: values.hasDemo,
        config: {
          canAccessSlotWithZeroBalance: values.canAccessSlotWithZeroBalance,
          canVisibleFavoriteIcon: values.canVisibleFavoriteIcon,
          visibleFullScreen: values.visibleFullScreen,
          contentViewType: values.contentViewType,
        },
      });
      await props.onSaved(saved);
    } catch (error) {
      setFailure(describeFailure(error, t));
    }
  });

  const choices = [
    { value: SITE, label: t.games.siteSetting },
    { value: 'yes', label: t.games.yes },
    { value: 'no', label: t.games.no },
  ];
  return (
    <Dialog title={format(t.games.editTitle, { name: game.name })} onClose={props.onClose}>
      <form className="dialog-body" onSubmit={submit} noValidate>
        <TextField
          label={t.games.popularity}
          hint={t.games.popularityHint}
          inputMode="numeric"
          data-initial-focus
          error={errors.popularity?.message}
          {...form.register('popularity')}
        />
        <fieldset className="choices">
          <legend>{t.games.categories}</legend>
          {props.categories.map((category) => (
            <label key={category.id} className="choice">
              <input type="checkbox" value={category.id} {...form.register('categories')} />
              {category.names[locale] ?? category.id}
            </label>
          ))}
          {errors.categories?.message ? <p className="field-error">{errors.categories.message}</p> : null}
        </fieldset>
        <label className="choice">
          <input type="checkbox" {...form.register('hasDemo')} />
          {t.games.hasDemo}
        </label>
        <fieldset className="choices">
          <legend>{t.games.itemConfig}</legend>
          <p className="field-hint">{t.games.itemConfigHint}</p>
          <SelectField
            label={t.games.zeroBalance}
            options={choices}
            {...form.register('canAccessSlotWithZeroBalance')}
          />
          <SelectField
            label={t.games.favouriteIcon}
            options={choices}
            {...form.register('canVisibleFavoriteIcon')}
          />
          <SelectField
            label={t.games.fullScreen}
            options={[
              { value: SITE, label: t.games.siteSetting },
              ...VISIBLE_FULL_SCREEN.map((value) => ({ value, label: value })),
            ]}
            {...form.register('visibleFullScreen')}
          />
          <TextField
            label={t.games.viewType}
            hint={t.games.viewTypeHint}
            maxLength={32}
            error={errors.contentViewType?.message}
            {...form.register('contentViewType')}
          />
        </fieldset>
        <DialogFormFooter
          failure={failure}
          onCancel={props.onClose}
          submitLabel={form.formState.isSubmitting ? t.games.saving : t.games.save}
          busy={form.formState.isSubmitting}
        />
      </form>
    </Dialog>
  );
}

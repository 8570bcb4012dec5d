import type { JackpotAdminRow } from '@jeton/domain/backoffice';
import { JACKPOT_LIMITS } from '@jeton/domain/backoffice';
import { boCall } from '../../api/client.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { BilingualFields } from '../../ui/bilingual-fields.js';
import { Dialog } from '../../ui/dialog.js';
import { DialogFormFooter } from '../../ui/dialog-form-footer.js';
import { TextField } from '../../ui/field.js';
import { useEditForm } from '../../ui/use-edit-form.js';

// A new jackpot, or new terms for one (a new version): the server checks the contract's rules
// (jackpotCreateInput, jackpotUpdateInput) and answers the field in the refusal.

const TEXT_FIELDS = ['nameEn', 'nameFr', 'descriptionEn', 'descriptionFr'] as const;
const AMOUNT_FIELDS = ['rateBp', 'seedMinor', 'dropMinMinor', 'dropMaxMinor'] as const;

type Values = Record<
  'sysname' | 'currency' | 'games' | (typeof TEXT_FIELDS)[number] | (typeof AMOUNT_FIELDS)[number],
  string
>;

function valuesOf(jackpot: JackpotAdminRow | null): Values {
  return {
    sysname: jackpot?.sysname ?? '',
    currency: jackpot?.currency ?? 'EUR',
    nameEn: jackpot?.nameEn ?? '',
    nameFr: jackpot?.nameFr ?? '',
    descriptionEn: jackpot?.descriptionEn ?? '',
    descriptionFr: jackpot?.descriptionFr ?? '',
    games: jackpot?.games.join(', ') ?? '',
    rateBp: String(jackpot?.rateBp ?? 100),
    seedMinor: String(jackpot?.seedMinor ?? 1_000),
    dropMinMinor: String(jackpot?.dropMinMinor ?? 5_000),
    dropMaxMinor: String(jackpot?.dropMaxMinor ?? 10_000),
  };
}

export function JackpotEditDialog(props: {
  jackpot: JackpotAdminRow | null;
  onClose: () => void;
  onSaved: (jackpot: JackpotAdminRow) => Promise<void>;
}) {
  const { t, format } = useI18n();
  const texts = t.jackpots;
  const { jackpot } = props;
  const { bind, failure, busy, submit } = useEditForm<Values>(() => valuesOf(jackpot));

  const save = submit(async (values) => {
    const terms = {
      nameEn: values.nameEn,
      nameFr: values.nameFr,
      descriptionEn: values.descriptionEn,
      descriptionFr: values.descriptionFr,
      games: values.games
        .split(',')
        .map((game) => game.trim())
        .filter((game) => game !== ''),
      rateBp: Number(values.rateBp),
      seedMinor: Number(values.seedMinor),
      dropMinMinor: Number(values.dropMinMinor),
      dropMaxMinor: Number(values.dropMaxMinor),
    };
    const saved = jackpot
      ? await boCall('jackpots/update', { id: jackpot.id, ...terms })
      : await boCall('jackpots/create', { sysname: values.sysname, currency: values.currency, ...terms });
    await props.onSaved(saved);
  });

  return (
    <Dialog
      title={jackpot ? format(texts.editTitle, { name: jackpot.nameEn }) : texts.newTitle}
      onClose={props.onClose}
    >
      <form className="dialog-body" onSubmit={save} noValidate>
        <TextField
          label={texts.fields.sysname}
          hint={texts.fields.sysnameHint}
          readOnly={jackpot !== null}
          spellCheck={false}
          maxLength={64}
          data-initial-focus={jackpot ? undefined : true}
          {...bind('sysname')}
        />
        <TextField
          label={texts.fields.currency}
          readOnly={jackpot !== null}
          maxLength={3}
          {...bind('currency')}
        />
        <BilingualFields
          fields={{
            titleEn: bind('nameEn'),
            titleFr: bind('nameFr'),
            textEn: bind('descriptionEn'),
            textFr: bind('descriptionFr'),
          }}
          labels={{
            titleEn: texts.fields.nameEn,
            titleFr: texts.fields.nameFr,
            textEn: texts.fields.descriptionEn,
            textFr: texts.fields.descriptionFr,
          }}
          limits={{ title: JACKPOT_LIMITS.name, text: JACKPOT_LIMITS.description }}
          initialFocus={jackpot !== null}
        />
        <TextField
          label={texts.fields.games}
          hint={texts.fields.gamesHint}
          spellCheck={false}
          {...bind('games')}
        />
        <TextField
          label={texts.fields.rateBp}
          hint={texts.fields.rateHint}
          inputMode="numeric"
          {...bind('rateBp')}
        />
        {(['seedMinor', 'dropMinMinor', 'dropMaxMinor'] as const).map((name) => (
          <TextField
            key={name}
            label={texts.fields[name]}
            hint={texts.fields.minorHint}
            inputMode="numeric"
            {...bind(name)}
          />
        ))}
        <DialogFormFooter
          failure={failure}
          onCancel={props.onClose}
          submitLabel={busy ? texts.saving : texts.save}
          busy={busy}
        />
      </form>
    </Dialog>
  );
}

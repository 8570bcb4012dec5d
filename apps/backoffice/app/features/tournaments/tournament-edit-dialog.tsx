import type { TournamentAdminRow } from '@jeton/domain/backoffice';
import { TOURNAMENT_LIMITS } from '@jeton/domain/backoffice';
import { useState } from 'react';
import { boCall } from '../../api/client.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { BilingualFields } from '../../ui/bilingual-fields.js';
import { instantOf, localInput } from '../../ui/datetime-local.js';
import { Dialog } from '../../ui/dialog.js';
import { DialogFormFooter } from '../../ui/dialog-form-footer.js';
import { TextField } from '../../ui/field.js';
import { useEditForm } from '../../ui/use-edit-form.js';

// A new tournament, or its terms before it starts: the server checks the contract's rules
// (tournamentCreateInput, tournamentUpdateInput) and answers the field in the refusal. Times are
// entered in the operator's local time and sent as instants.

const HOUR_MS = 60 * 60 * 1000;

type Values = Record<
  | 'sysname'
  | 'currency'
  | 'titleEn'
  | 'titleFr'
  | 'descriptionEn'
  | 'descriptionFr'
  | 'imageUrl'
  | 'games'
  | 'minStakeMinor'
  | 'prizesMinor'
  | 'startsAt'
  | 'endsAt',
  string
>;

function valuesOf(tournament: TournamentAdminRow | null): Values {
  const start = Math.ceil(Date.now() / HOUR_MS) * HOUR_MS;
  return {
    sysname: tournament?.sysname ?? '',
    currency: tournament?.currency ?? 'EUR',
    titleEn: tournament?.titleEn ?? '',
    titleFr: tournament?.titleFr ?? '',
    descriptionEn: tournament?.descriptionEn ?? '',
    descriptionFr: tournament?.descriptionFr ?? '',
    imageUrl: tournament?.imageUrl ?? '',
    games: tournament?.games.join(', ') ?? '',
    minStakeMinor: String(tournament?.minStakeMinor ?? 10),
    prizesMinor: tournament?.prizesMinor.join(', ') ?? '10000, 5000, 2500',
    startsAt: localInput(tournament?.startsAt ?? new Date(start).toISOString()),
    endsAt: localInput(tournament?.endsAt ?? new Date(start + 24 * HOUR_MS).toISOString()),
  };
}

const listOf = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

export function TournamentEditDialog(props: {
  tournament: TournamentAdminRow | null;
  onClose: () => void;
  onSaved: (tournament: TournamentAdminRow) => Promise<void>;
}) {
  const { t, format } = useI18n();
  const texts = t.tournaments;
  const { tournament } = props;
  const { bind, failure, busy, submit } = useEditForm<Values>(() => valuesOf(tournament));
  const [resetOnCashout, setResetOnCashout] = useState(tournament?.resetOnCashout ?? false);
  const save = submit(async (values) => {
    const terms = {
      titleEn: values.titleEn,
      titleFr: values.titleFr,
      descriptionEn: values.descriptionEn,
      descriptionFr: values.descriptionFr,
      imageUrl: values.imageUrl,
      games: listOf(values.games),
      minStakeMinor: Number(values.minStakeMinor),
      prizesMinor: listOf(values.prizesMinor).map(Number),
      resetOnCashout,
      startsAt: instantOf(values.startsAt),
      endsAt: instantOf(values.endsAt),
    };
    const saved = tournament
      ? await boCall('tournaments/update', { id: tournament.id, ...terms })
      : await boCall('tournaments/create', {
          sysname: values.sysname,
          currency: values.currency,
          ...terms,
        });
    await props.onSaved(saved);
  });

  return (
    <Dialog
      title={tournament ? format(texts.editTitle, { name: tournament.titleEn }) : texts.newTitle}
      onClose={props.onClose}
    >
      <form className="dialog-body" onSubmit={save} noValidate>
        <TextField
          label={texts.fields.sysname}
          hint={texts.fields.sysnameHint}
          readOnly={tournament !== null}
          spellCheck={false}
          maxLength={64}
          data-initial-focus={tournament ? undefined : true}
          {...bind('sysname')}
        />
        <TextField
          label={texts.fields.currency}
          readOnly={tournament !== null}
          maxLength={3}
          {...bind('currency')}
        />
        <BilingualFields
          fields={{
            titleEn: bind('titleEn'),
            titleFr: bind('titleFr'),
            textEn: bind('descriptionEn'),
            textFr: bind('descriptionFr'),
          }}
          labels={{
            titleEn: texts.fields.titleEn,
            titleFr: texts.fields.titleFr,
            textEn: texts.fields.descriptionEn,
            textFr: texts.fields.descriptionFr,
          }}
          limits={{ title: TOURNAMENT_LIMITS.title, text: TOURNAMENT_LIMITS.description }}
          initialFocus={tournament !== null}
        />
        <TextField label={texts.fields.startsAt} type="datetime-local" {...bind('startsAt')} />
        <TextField label={texts.fields.endsAt} type="datetime-local" {...bind('endsAt')} />
        <TextField
          label={texts.fields.prizesMinor}
          hint={texts.fields.prizesHint}
          spellCheck={false}
          {...bind('prizesMinor')}
        />
        <TextField
          label={texts.fields.minStakeMinor}
          hint={texts.fields.minorHint}
          inputMode="numeric"
          {...bind('minStakeMinor')}
        />
        <TextField
          label={texts.fields.games}
          hint={texts.fields.gamesHint}
          spellCheck={false}
          {...bind('games')}
        />
        <label className="choice">
          <input
            type="checkbox"
            name="resetOnCashout"
            checked={resetOnCashout}
            onChange={(event) => setResetOnCashout(event.target.checked)}
          />
          {texts.fields.resetOnCashout}
        </label>
        <TextField
          label={texts.fields.imageUrl}
          hint={texts.fields.imageHint}
          spellCheck={false}
          maxLength={TOURNAMENT_LIMITS.imageUrl}
          {...bind('imageUrl')}
        />
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

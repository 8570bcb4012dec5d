import type { LocaleCode } from '@jeton/domain';
import { commitServerSeed, isClientSeed, isServerSeed, verifyHouseRound } from '@jeton/games';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatMessage } from '../../i18n/format.js';
import { PageHeader } from '../../ui/page-header.js';
import { type StudioMessages, studioMessagesFor } from '../shell/studio-locale.js';
import {
  exampleBet,
  FAIRNESS_KINDS,
  type FairnessForm,
  formFromQuery,
  isComplete,
  MULTI_STEP_KINDS,
} from './fairness-inputs.js';
import { VerifiedOutcome } from './verified-outcome.js';
import './fairness.css';

type Verification =
  | { state: 'idle' }
  | { state: 'invalid'; message: string }
  | {
      state: 'done';
      kind: string;
      computedCommitment: string;
      commitmentMatches: boolean | null;
      outcome: unknown;
      multiplier: number | null;
      bet: unknown;
    };

/** The provably-fair scheme in plain words, and a verifier that replays a round in the browser. */
export function FairnessPage({ locale }: { locale: LocaleCode }) {
  const t = studioMessagesFor(locale).fairness;
  const [search] = useSearchParams();
  const [form, setForm] = useState<FairnessForm>(() => formFromQuery(search));
  const [result, setResult] = useState<Verification>({ state: 'idle' });

  const verify = (input: FairnessForm) => setResult(runVerification(input, t));

  // A link from a game's history carries the whole round: check it straight away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the query the page opened with
  useEffect(() => {
    const initial = formFromQuery(search);
    if (isComplete(initial)) verify(initial);
  }, []);

  const set = (field: keyof FairnessForm) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    verify(form);
  };
  const commitmentCommand = `echo -n "${form.serverSeed || '$SERVER_SEED'}" | openssl dgst -sha256`;
  const blockCommand = `echo -n "${form.clientSeed || '$CLIENT_SEED'}:${form.nonce || '$NONCE'}:0" | openssl dgst -sha256 -hmac "${form.serverSeed || '$SERVER_SEED'}"`;

  return (
    <div className="page fairness-page">
      <PageHeader title={t.title} description={t.intro} />
      <section className="fairness-section" aria-labelledby="fairness-how">
        <h2 id="fairness-how">{t.stepsTitle}</h2>
        <ol className="fairness-steps">
          {[t.step1, t.step2, t.step3, t.step4, t.step5].map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      <section className="fairness-section" aria-labelledby="fairness-tool">
        <h2 id="fairness-tool">{t.toolTitle}</h2>
        <p className="fairness-muted">{t.toolHelp}</p>
        <form className="fairness-form" onSubmit={submit} noValidate>
          <label>
            <span>{t.game}</span>
            <select
              value={form.kind}
              onChange={(event) => {
                const kind = event.target.value;
                setForm((current) => ({
                  ...current,
                  kind,
                  bet: exampleBet(kind) || current.bet,
                  actions: '[]',
                }));
              }}
            >
              {FAIRNESS_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t.games[kind]}
                </option>
              ))}
            </select>
          </label>
          <Field
            label={t.serverSeed}
            name="serverSeed"
            value={form.serverSeed}
            onChange={set('serverSeed')}
            mono
          />
          <Field
            label={t.commitment}
            name="commitment"
            value={form.commitment}
            onChange={set('commitment')}
            mono
          />
          <Field
            label={t.clientSeed}
            name="clientSeed"
            value={form.clientSeed}
            onChange={set('clientSeed')}
            mono
          />
          <Field
            label={t.nonce}
            name="nonce"
            value={form.nonce}
            onChange={set('nonce')}
            inputMode="numeric"
          />
          <label className="fairness-wide">
            <span>{t.bet}</span>
            <textarea
              name="bet"
              rows={3}
              className="fairness-mono"
              value={form.bet}
              spellCheck={false}
              onChange={(event) => set('bet')(event.target.value)}
            />
          </label>
          {MULTI_STEP_KINDS.has(form.kind) && (
            <label className="fairness-wide">
              <span>{t.actions}</span>
              <textarea
                name="actions"
                rows={2}
                className="fairness-mono"
                value={form.actions}
                spellCheck={false}
                onChange={(event) => set('actions')(event.target.value)}
              />
            </label>
          )}
          <button type="submit" className="button button-primary fairness-submit">
            {t.verify}
          </button>
        </form>

        <div className="fairness-result" aria-live="polite" data-testid="fairness-result">
          {result.state === 'invalid' && (
            <p className="fairness-bad" role="alert">
              {result.message}
            </p>
          )}
          {result.state === 'done' && (
            <>
              {result.commitmentMatches === null ? (
                <p className="fairness-muted">{t.noCommitment}</p>
              ) : result.commitmentMatches ? (
                <p className="fairness-good" data-testid="commitment-matches">
                  ✓ {t.commitmentMatches}
                </p>
              ) : (
                <p className="fairness-bad" data-testid="commitment-differs">
                  ✗ {t.commitmentDiffers}
                </p>
              )}
              <p className="fairness-muted fairness-mono">
                {formatMessage(t.commitmentComputed, { hash: result.computedCommitment }, locale)}
              </p>
              <h3>{t.outcomeTitle}</h3>
              <VerifiedOutcome kind={result.kind} outcome={result.outcome} bet={result.bet} locale={locale} />
              {result.multiplier !== null && (
                <p data-testid="fairness-multiplier">
                  {formatMessage(t.multiplier, { multiplier: Number(result.multiplier.toFixed(4)) }, locale)}
                </p>
              )}
              <p className="fairness-muted">{t.checkedIn}</p>
            </>
          )}
        </div>
      </section>

      <section className="fairness-section" aria-labelledby="fairness-hand">
        <h2 id="fairness-hand">{t.byHandTitle}</h2>
        <p>{t.byHandHelp}</p>
        <pre className="fairness-code">
          <code>
            {commitmentCommand}
            {'\n'}
            {blockCommand}
          </code>
        </pre>
      </section>
    </div>
  );
}

interface FieldProps {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  mono?: boolean;
  inputMode?: 'numeric';
}

function Field({ label, name, value, onChange, mono, inputMode }: FieldProps) {
  return (
    <label>
      <span>{label}</span>
      <input
        name={name}
        value={value}
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        className={mono ? 'fairness-mono' : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

type FairnessTexts = StudioMessages['fairness'];

/** Checks the inputs, then the commitment and the replay, all in the browser (packages/games is pure). */
function runVerification(form: FairnessForm, t: FairnessTexts): Verification {
  const serverSeed = form.serverSeed.trim().toLowerCase();
  const clientSeed = form.clientSeed;
  if (!isServerSeed(serverSeed)) return { state: 'invalid', message: t.invalidServerSeed };
  if (!isClientSeed(clientSeed)) return { state: 'invalid', message: t.invalidClientSeed };
  if (!/^\d{1,10}$/.test(form.nonce.trim())) return { state: 'invalid', message: t.invalidNonce };
  let bet: unknown;
  let actions: unknown[] = [];
  try {
    bet = JSON.parse(form.bet);
    if (MULTI_STEP_KINDS.has(form.kind)) {
      const parsed: unknown = JSON.parse(form.actions || '[]');
      if (!Array.isArray(parsed)) throw new TypeError('actions');
      actions = parsed;
    }
  } catch {
    return { state: 'invalid', message: t.invalidBet };
  }
  const computedCommitment = commitServerSeed(serverSeed);
  const commitment = form.commitment.trim().toLowerCase();
  try {
    const replayed = verifyHouseRound({
      kind: form.kind,
      serverSeed,
      clientSeed,
      nonce: Number(form.nonce.trim()),
      commitment: commitment || computedCommitment,
      bet,
      actions,
    });
    return {
      state: 'done',
      kind: form.kind,
      computedCommitment,
      commitmentMatches: commitment ? replayed.commitmentMatches : null,
      outcome: replayed.outcome,
      multiplier: replayed.multiplier,
      bet,
    };
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'INVALID_BET') return { state: 'invalid', message: t.invalidBet };
    if (code === 'ACTION_NOT_ALLOWED') return { state: 'invalid', message: t.invalidActions };
    const reason = error instanceof Error ? error.message : String(error);
    return { state: 'invalid', message: formatMessage(t.failed, { reason }) };
  }
}

import type { LocaleCode } from '@jeton/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../ui/page-header.js';
import { studioMessagesFor } from '../shell/studio-locale.js';
import {
  exampleBet,
  FAIRNESS_KINDS,
  type FairnessForm,
  formFromQuery,
  isComplete,
  MULTI_STEP_KINDS,
} from './fairness-inputs.js';
import { ByHand, VerificationResult } from './fairness-result.js';
import { runVerification, type Verification } from './fairness-verification.js';
import './fairness.css';

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
              onChange={(event) => setForm((current) => withKind(current, event.target.value))}
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

        <VerificationResult result={result} t={t} locale={locale} />
      </section>

      <ByHand form={form} t={t} />
    </div>
  );
}

/** Another game: its example bet, and no actions yet. */
function withKind(form: FairnessForm, kind: string): FairnessForm {
  return { ...form, kind, bet: exampleBet(kind) || form.bet, actions: '[]' };
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

import type { LocaleCode } from '@jeton/domain';
import { formatMessage } from '../../i18n/format.js';
import type { StudioMessages } from '../shell/studio-locale.js';
import type { FairnessForm } from './fairness-inputs.js';
import type { Verification } from './fairness-verification.js';
import { VerifiedOutcome } from './verified-outcome.js';

type FairnessTexts = StudioMessages['fairness'];

/** The verifier's answer: why the inputs are refused, or the commitment's check and the replay. */
export function VerificationResult({
  result,
  t,
  locale,
}: {
  result: Verification;
  t: FairnessTexts;
  locale: LocaleCode;
}) {
  return (
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
  );
}

/** The same checks by hand, with openssl, on the seeds typed in the form. */
export function ByHand({ form, t }: { form: FairnessForm; t: FairnessTexts }) {
  const commitmentCommand = `echo -n "${form.serverSeed || '$SERVER_SEED'}" | openssl dgst -sha256`;
  const blockCommand = `echo -n "${form.clientSeed || '$CLIENT_SEED'}:${form.nonce || '$NONCE'}:0" | openssl dgst -sha256 -hmac "${form.serverSeed || '$SERVER_SEED'}"`;

  return (
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
  );
}

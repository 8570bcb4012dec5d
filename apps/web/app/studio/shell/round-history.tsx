import type { ReactNode } from 'react';
import type { SeedRotation, StudioRound } from '../api.js';
import { fairnessHref } from './fairness-link.js';
import { useStudioI18n } from './studio-locale.js';
import { formatMinor } from './studio-money.js';

interface RoundHistoryProps {
  kind: string;
  rounds: StudioRound[];
  phase: 'loading' | 'ready' | 'error';
  currency: string;
  revealedSeeds: SeedRotation['revealed'][];
  /** The game's one-line account of a round: "Roll 42.17, under 50.00". */
  describe(round: StudioRound): ReactNode;
  /** The game's words for a step's action: "Hit", "Reveal tile 7". */
  describeStep?(action: unknown): string;
  onRetry(): void;
}

/** The last rounds: what was played, the stake, the win, the balance before and after, the seeds. */
export function RoundHistory(props: RoundHistoryProps) {
  const { t, locale, format } = useStudioI18n();
  const { rounds, phase, currency } = props;
  return (
    <section className="studio-panel studio-history" aria-labelledby="studio-history-title">
      <h2 id="studio-history-title" className="studio-panel-title">
        {t.history.title}
      </h2>
      {phase === 'loading' && <p className="studio-muted">{t.history.loading}</p>}
      {phase === 'error' && (
        <p className="studio-muted">
          {t.history.failed}{' '}
          <button type="button" className="studio-link-button" onClick={props.onRetry}>
            {t.retry}
          </button>
        </p>
      )}
      {phase === 'ready' && rounds.length === 0 && <p className="studio-muted">{t.history.empty}</p>}
      {rounds.length > 0 && (
        <ol className="studio-rounds">
          {rounds.map((round) => {
            const serverSeed =
              round.seed?.serverSeed ??
              props.revealedSeeds.find((seed) => seed.commitment === round.seed?.commitment)?.serverSeed;
            const won = BigInt(round.win || '0') > 0n;
            return (
              <li key={round.id} className="studio-round" data-round={round.id}>
                <details>
                  <summary>
                    <span className="studio-round-what">{props.describe(round)}</span>
                    <span className="studio-round-money">
                      <span>
                        {round.freeSpin ? t.history.freeSpin : formatMinor(round.stake, currency, locale)}
                      </span>
                      <span className={won ? 'studio-win' : 'studio-muted'}>
                        {round.status === 'settled'
                          ? won
                            ? formatMinor(round.win, currency, locale)
                            : t.history.lost
                          : t.history.open}
                      </span>
                    </span>
                  </summary>
                  <RoundDetails round={round} currency={currency} />
                  {round.steps && round.steps.length > 0 && (
                    <ol className="studio-steps" aria-label={t.history.steps}>
                      {round.steps.map((step, index) => (
                        // Steps never reorder: their place is their identity.
                        // biome-ignore lint/suspicious/noArrayIndexKey: see above
                        <li key={index}>
                          {props.describeStep ? props.describeStep(step.action) : JSON.stringify(step.action)}
                          {step.extraStake && BigInt(step.extraStake) > 0n
                            ? ` (${format(t.history.extraStake, { amount: formatMinor(step.extraStake, currency, locale) })})`
                            : ''}
                        </li>
                      ))}
                    </ol>
                  )}
                  {round.seed &&
                    (serverSeed ? (
                      <a
                        className="studio-verify-link"
                        href={fairnessHref(locale, {
                          kind: props.kind,
                          serverSeed,
                          commitment: round.seed.commitment,
                          clientSeed: round.seed.clientSeed,
                          nonce: round.seed.nonce,
                          bet: JSON.stringify(round.bet),
                          actions: round.steps?.length
                            ? JSON.stringify(round.steps.map((step) => step.action))
                            : undefined,
                        })}
                        target="_blank"
                        rel="noopener"
                      >
                        {t.history.verify}
                      </a>
                    ) : (
                      <p className="studio-muted studio-small">{t.history.verifyAfterRotation}</p>
                    ))}
                </details>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** A round's time, stake, win, balance before and after, and the seeds it was drawn from. */
function RoundDetails({ round, currency }: { round: StudioRound; currency: string }) {
  const { t, locale } = useStudioI18n();
  return (
    <dl className="studio-round-details">
      {round.createdAt && (
        <>
          <dt>{t.history.time}</dt>
          <dd>{new Date(round.createdAt).toLocaleString(locale === 'fr' ? 'fr-FR' : 'en-GB')}</dd>
        </>
      )}
      <dt>{t.history.stake}</dt>
      <dd>{formatMinor(round.stake, currency, locale)}</dd>
      <dt>{t.history.win}</dt>
      <dd>{formatMinor(round.win || '0', currency, locale)}</dd>
      {round.balanceBefore != null && (
        <>
          <dt>{t.history.before}</dt>
          <dd>{formatMinor(round.balanceBefore, currency, locale)}</dd>
        </>
      )}
      {round.balanceAfter != null && (
        <>
          <dt>{t.history.after}</dt>
          <dd>{formatMinor(round.balanceAfter, currency, locale)}</dd>
        </>
      )}
      {round.seed && (
        <>
          <dt>{t.history.nonce}</dt>
          <dd>{round.seed.nonce}</dd>
          <dt>{t.history.clientSeed}</dt>
          <dd className="studio-mono">{round.seed.clientSeed}</dd>
          <dt>{t.seed.commitment}</dt>
          <dd className="studio-mono studio-hash">{round.seed.commitment}</dd>
        </>
      )}
    </dl>
  );
}

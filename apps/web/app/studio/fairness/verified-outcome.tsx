import type { LocaleCode } from '@jeton/domain';
import { formatMessage } from '../../i18n/format.js';
import { studioMessagesFor } from '../shell/studio-locale.js';
import { OUTCOME_DRAWERS } from './outcome-drawers.js';

interface VerifiedOutcomeProps {
  kind: string;
  outcome: unknown;
  bet: unknown;
  locale: LocaleCode;
}

/** The replayed outcome drawn as the game draws it, with the data underneath. */
export function VerifiedOutcome({ kind, outcome, bet, locale }: VerifiedOutcomeProps) {
  const studio = studioMessagesFor(locale);
  const format = (template: string, values: Record<string, string | number>) =>
    formatMessage(template, values, locale);
  const drawn = OUTCOME_DRAWERS[kind]?.({ outcome, bet, locale, studio, format }) ?? null;
  return (
    <div className="fairness-outcome" data-kind={kind}>
      {drawn && <div className="fairness-picture">{drawn.picture}</div>}
      {drawn?.summary && (
        <p className="fairness-summary" data-testid="fairness-summary">
          {drawn.summary}
        </p>
      )}
      <details>
        <summary>{studio.fairness.outcomeData}</summary>
        <pre className="fairness-code">
          <code>{JSON.stringify(outcome, null, 2)}</code>
        </pre>
      </details>
    </div>
  );
}

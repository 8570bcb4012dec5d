import type { ReactNode } from 'react';
import { localizePath } from '../../i18n/locale.js';
import { PATHS } from '../../routing/paths.js';
import type { StudioRound } from '../api.js';
import { fairnessHref } from './fairness-link.js';
import { RoundHistory } from './round-history.js';
import { SeedPanel } from './seed-panel.js';
import { useStudioI18n } from './studio-locale.js';
import { formatMinor } from './studio-money.js';
import type { Studio } from './use-studio.js';
import './studio.css';

interface StudioFrameProps {
  kind: string;
  studio: Studio;
  /** The game's picture: wheel, reels, table. */
  stage: ReactNode;
  /** Bets and the play button under the picture. */
  controls: ReactNode;
  describeRound(round: StudioRound): ReactNode;
  describeStep?(action: unknown): string;
  /** What the game says under the picture after a round: "You win €3.50". */
  message?: ReactNode;
}

/** What every game client shares: the balance bar, the errors, the history and the seeds. */
export function StudioFrame(props: StudioFrameProps) {
  const { t, locale, format } = useStudioI18n();
  const { studio, kind } = props;
  if (studio.phase === 'loading') {
    return (
      <div className={`studio studio-${kind} studio-state`} aria-busy="true">
        <div className="studio-spinner" aria-hidden="true" />
        <p>{t.loading}</p>
      </div>
    );
  }
  if (studio.phase === 'fatal' || !studio.session) {
    const expired = studio.error?.code === 'SESSION_EXPIRED';
    const sysname = studio.session?.game.sysname;
    return (
      <div className={`studio studio-${kind} studio-state`} role="alert">
        <h1 className="studio-state-title">{expired ? t.errors.SESSION_EXPIRED : t.errors.loadFailed}</h1>
        <p>{expired ? t.errors.sessionExpiredHelp : t.errors.loadFailedHelp}</p>
        {sysname ? (
          <a className="studio-button" href={localizePath(PATHS.game(sysname), locale)} target="_top">
            {t.reopen}
          </a>
        ) : (
          <a className="studio-button" href={localizePath(PATHS.gamehall, locale)} target="_top">
            {t.backToHall}
          </a>
        )}
      </div>
    );
  }
  const session = studio.session;
  const demo = session.mode === 'demo';
  return (
    <div className={`studio studio-${kind}`}>
      <header className="studio-bar">
        <h1 className="studio-name">{session.game.name}</h1>
        {studio.freeSpins !== null && studio.freeSpins > 0 && (
          <span className="studio-free-spins" data-testid="free-spins">
            {format(t.freeSpinsLeft, { count: studio.freeSpins })}
          </span>
        )}
        <p className="studio-balance">
          <span className="studio-balance-label">{demo ? t.demoBalance : t.balance}</span>
          <output className="studio-balance-value" data-testid="studio-balance" aria-live="polite">
            {formatMinor(studio.balance, session.currency, locale)}
          </output>
        </p>
      </header>
      {studio.error && <StudioErrorBanner studio={studio} />}
      <div className="studio-table">
        <div className="studio-stage">{props.stage}</div>
        <div className="studio-message" aria-live="polite">
          {props.message}
        </div>
        <div className="studio-controls">{props.controls}</div>
      </div>
      <div className="studio-panels">
        <RoundHistory
          kind={kind}
          rounds={studio.rounds}
          phase={studio.roundsPhase}
          currency={session.currency}
          revealedSeeds={studio.revealedSeeds}
          describe={props.describeRound}
          describeStep={props.describeStep}
          onRetry={studio.reloadRounds}
        />
        <SeedPanel
          kind={kind}
          seed={studio.seed}
          busy={studio.busy}
          revealed={studio.revealedSeeds}
          onRotate={studio.rotateSeed}
        />
      </div>
      <footer className="studio-footer">
        <a href={fairnessHref(locale)} target="_blank" rel="noopener">
          {t.fairnessLink}
        </a>
        <span className="studio-muted">{t.keyboardHint}</span>
        {demo && <span className="studio-muted">{t.demoNote}</span>}
      </footer>
    </div>
  );
}

/** Refusals by the player's own limits: the banner links to where they are set. */
const LIMIT_CODES = new Set(['LOSS_LIMIT_REACHED', 'WAGER_LIMIT_REACHED', 'SESSION_TIME_LIMIT_REACHED']);

function StudioErrorBanner({ studio }: { studio: Studio }) {
  const { t, locale } = useStudioI18n();
  const error = studio.error!;
  const known = error.code in t.errors ? t.errors[error.code as keyof typeof t.errors] : t.errors.unknown;
  const real = studio.session?.mode === 'play';
  return (
    <div className="studio-error" role="alert" data-code={error.code}>
      <p>{known}</p>
      {error.code === 'INSUFFICIENT_FUNDS' && real && (
        <a
          className="studio-button studio-button-gold"
          href={localizePath(PATHS.deposit, locale)}
          target="_top"
        >
          {t.deposit}
        </a>
      )}
      {LIMIT_CODES.has(error.code) && real && (
        <a className="studio-button" href={localizePath(PATHS.profileResponsibleGame, locale)} target="_top">
          {t.errors.limitsLink}
        </a>
      )}
      <button type="button" className="studio-link-button" onClick={studio.dismissError}>
        {t.dismiss}
      </button>
    </div>
  );
}

import { type BlackjackAction, type BlackjackActionType, type BlackjackBet, handValue } from '@jeton/games';
import type { RoundAnswer } from '../api.js';
import { PlayRow } from '../shell/play-row.js';
import { StudioFrame } from '../shell/studio-frame.js';
import { useStudioI18n } from '../shell/studio-locale.js';
import { formatMinor } from '../shell/studio-money.js';
import { useOpenRound } from '../shell/use-open-round.js';
import { useSpaceKey } from '../shell/use-space-key.js';
import { useStudio } from '../shell/use-studio.js';
import { type BlackjackRound, BlackjackTable, type BlackjackView } from './blackjack-table.js';
import './blackjack.css';

const ACTIONS: readonly BlackjackActionType[] = ['hit', 'stand', 'double', 'split'];

/** Blackjack: six decks, dealer stands on soft 17, 3 to 2, double and one split. */
export function BlackjackClient() {
  const studio = useStudio();
  const { t, locale, format } = useStudioI18n();
  const texts = t.blackjack;
  // A hand left open (a closed tab, a reload) comes back as the studio kept it.
  const { round, resumed, setResumed, inPlay, settle } = useOpenRound<BlackjackRound>(studio);
  const currency = studio.currency;

  const view = round?.outcome ?? null;

  const deal = async () => {
    if (inPlay || studio.busy) return;
    setResumed(false);
    const answer = await studio.play<BlackjackBet, BlackjackView, never>({});
    settle(answer as RoundAnswer | null);
  };
  const act = async (type: BlackjackActionType) => {
    if (!round || !inPlay || studio.busy) return;
    const action: BlackjackAction = { type };
    const answer = await studio.act<BlackjackBet, BlackjackView, never>(round.id, action);
    settle(answer as RoundAnswer | null);
  };
  useSpaceKey(
    inPlay ? () => act('hit') : deal,
    studio.phase === 'ready' && (!inPlay || !!view?.allowedActions.includes('hit')),
  );

  const settled = round?.status === 'settled';
  const won = settled && BigInt(round.win) > BigInt(round.stake);
  const push = settled && BigInt(round.win) === BigInt(round.stake);

  return (
    <StudioFrame
      kind="blackjack"
      studio={studio}
      stage={<BlackjackTable view={view} round={round} currency={currency} />}
      message={
        resumed && inPlay ? (
          <p className="studio-muted" data-testid="resumed">
            {texts.resumed}
          </p>
        ) : round && settled ? (
          <p
            className={won ? 'studio-win' : push ? 'studio-muted' : 'studio-loss'}
            data-testid="round-message"
          >
            {won
              ? format(texts.won, { amount: formatMinor(round.win, currency, locale) })
              : push
                ? format(texts.push, { amount: formatMinor(round.win, currency, locale) })
                : texts.lost}
          </p>
        ) : null
      }
      controls={
        inPlay && view ? (
          <div className="bj-actions">
            {ACTIONS.map((type) => (
              <button
                key={type}
                type="button"
                className={`studio-button${type === 'stand' ? ' studio-button-play' : ''}`}
                disabled={studio.busy || !view.allowedActions.includes(type)}
                onClick={() => act(type)}
                data-testid={`action-${type}`}
              >
                {texts.actions[type]}
              </button>
            ))}
          </div>
        ) : (
          <PlayRow studio={studio} stakeDisabled={studio.busy} onPlay={deal} playDisabled={studio.busy}>
            {texts.deal}
          </PlayRow>
        )
      }
      describeRound={(played) => {
        const typed = played as BlackjackRound;
        const hands = typed.outcome?.hands ?? [];
        return (
          hands
            .map((hand) =>
              `${handValue(hand.cards).total} ${hand.result ? texts.results[hand.result] : ''}`.trim(),
            )
            .join(' / ') || '–'
        );
      }}
      describeStep={(action) => {
        const type = (action as { type?: BlackjackActionType } | null)?.type;
        return type && type in texts.actions ? texts.actions[type] : JSON.stringify(action);
      }}
    />
  );
}

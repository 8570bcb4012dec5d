import { lazy, Suspense } from 'react';
import { useI18n } from '../../i18n/hooks.js';
import type { BettingContext } from './betting-context.js';

// The bet slip beside the events (a bottom sheet on phones), on the list and on an event page. The
// slip itself is loaded when it first holds a selection, so a first view carries only the events.

const BetSlip = lazy(() => import('./bet-slip.js'));

export function BetSlipAside({ betting }: { betting: BettingContext }) {
  const { t, format } = useI18n();
  const page = t.pages.betting;
  const { slip, slipOpen, placedCount } = betting;
  return (
    <aside
      className={`bet-slip${slipOpen ? ' is-open' : ''}${slip.length > 0 || placedCount > 0 ? ' has-items' : ''}`}
      aria-labelledby="bet-slip-title"
    >
      <button
        type="button"
        className="button button-primary bet-slip-toggle"
        aria-expanded={slipOpen}
        onClick={() => betting.setSlipOpen((open) => !open)}
      >
        {slipOpen ? page.slip.close : format(page.slip.open, { count: String(slip.length) })}
      </button>
      <div className="bet-slip-panel">
        <h2 id="bet-slip-title">{page.slip.title}</h2>
        {slip.length === 0 && placedCount === 0 ? (
          <p className="sports-muted">{page.slip.empty}</p>
        ) : (
          <Suspense fallback={<p className="sports-muted">…</p>}>
            <BetSlip
              items={slip}
              currency={betting.currency}
              player={betting.player}
              freeBet={betting.freeBet}
              choices={betting.choices}
              onChoices={betting.setChoices}
              onRemove={betting.remove}
              onReprice={betting.reprice}
              onPlaced={betting.placed}
            />
          </Suspense>
        )}
      </div>
    </aside>
  );
}

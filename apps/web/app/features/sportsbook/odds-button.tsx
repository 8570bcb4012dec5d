import { formatAmount, type SportsSelection } from '@jeton/domain';
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/hooks.js';

/** How long a moved price stays highlighted. */
const FLASH_MS = 1_600;

/**
 * A selection's price as a toggle button: pressed when it is on the slip; briefly green or red
 * (with words for screen readers) when the price moved up or down.
 */
export function OddsButton({
  selection,
  selected,
  disabled,
  onToggle,
}: {
  selection: SportsSelection;
  selected: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  const { t, locale, format } = useI18n();
  const page = t.pages.betting;
  const previous = useRef(selection.odds);
  const [move, setMove] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    if (selection.odds === previous.current) return;
    setMove(selection.odds > previous.current ? 'up' : 'down');
    previous.current = selection.odds;
    const timer = setTimeout(() => setMove(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [selection.odds]);
  const odds = formatAmount(selection.odds, locale, 2);
  return (
    <button
      type="button"
      className={`odds-button${move ? ` is-${move}` : ''}`}
      aria-pressed={selected}
      disabled={disabled}
      onClick={onToggle}
      aria-label={`${format(page.oddsLabel, { selection: selection.name, odds })}${move ? `, ${move === 'up' ? page.oddsUp : page.oddsDown}` : ''}`}
    >
      <span className="odds-button-name">{selection.name}</span>
      <span className="odds-button-price">{odds}</span>
    </button>
  );
}

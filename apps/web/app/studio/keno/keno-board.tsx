import { KENO_MAX_PICKS, KENO_NUMBERS, KENO_PAYTABLE } from '@jeton/games';
import type { StudioI18n } from '../shell/studio-locale.js';

type Texts = StudioI18n['t']['keno'];

interface KenoBoardProps {
  texts: Texts;
  format: StudioI18n['format'];
  picks: number[];
  /** The drawn balls shown so far, in the order they came out. */
  shown: number[];
  disabled: boolean;
  onToggle(n: number): void;
}

const NUMBERS = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);

/** The 80 numbers to pick from, each showing picked, drawn and hit, and the balls drawn so far. */
export function KenoBoard({ texts, format, picks, shown, disabled, onToggle }: KenoBoardProps) {
  const visible = new Set(shown);
  return (
    <div className="keno-stage">
      <fieldset className="keno-grid">
        <legend className="studio-visually-hidden">{format(texts.grid, { max: KENO_MAX_PICKS })}</legend>
        {NUMBERS.map((n) => {
          const picked = picks.includes(n);
          const hit = visible.has(n);
          return (
            <button
              key={n}
              type="button"
              className={`keno-number${picked ? ' is-picked' : ''}${hit ? ' is-drawn' : ''}${picked && hit ? ' is-hit' : ''}`}
              aria-pressed={picked}
              disabled={disabled}
              onClick={() => onToggle(n)}
              data-number={n}
            >
              {n}
            </button>
          );
        })}
      </fieldset>
      <ol className="keno-balls" aria-label={texts.drawn}>
        {shown.map((n) => (
          <li key={n} className={picks.includes(n) ? 'is-hit' : ''}>
            {n}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** What each count of hits pays for the numbers picked; nothing before the first pick. */
export function KenoPaytable({
  texts,
  format,
  picked,
}: Pick<KenoBoardProps, 'texts' | 'format'> & { picked: number }) {
  if (picked === 0) return null;
  const pays = KENO_PAYTABLE[picked] ?? {};
  return (
    <table className="keno-paytable">
      <caption>{format(texts.paytable, { count: picked })}</caption>
      <tbody>
        <tr>
          <th scope="row">{texts.hits}</th>
          {Object.keys(pays).map((hits) => (
            <td key={hits}>{hits}</td>
          ))}
        </tr>
        <tr>
          <th scope="row">{texts.pays}</th>
          {Object.entries(pays).map(([hits, multiplier]) => (
            <td key={hits}>×{multiplier}</td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}

import { coveredNumbers, pocketColour, type RouletteBet } from '@jeton/games';
import type { StudioI18n } from '../shell/studio-locale.js';
import { formatMinor, scaleOf } from '../shell/studio-money.js';
import type { Studio } from '../shell/use-studio.js';
import { RouletteTable, type TableOrientation } from './roulette-table.js';
import type { TableSpot } from './table-spots.js';

interface RouletteFeltProps {
  studio: Studio;
  i18n: StudioI18n;
  /** The chips on each spot, by the spot's key. */
  chips: Map<string, bigint>;
  /** The last numbers that came up, newest first. */
  recent: number[];
  orientation: TableOrientation;
  winning: number | null;
  disabled: boolean;
  onPlace(spot: TableSpot): void;
}

/** The felt: the last numbers, then the table where the chips go, each spot named for a reader. */
export function RouletteFelt(props: RouletteFeltProps) {
  const { studio, i18n, chips, recent } = props;
  const { t, locale, format } = i18n;
  const texts = t.roulette;
  const currency = studio.currency;
  const chipLabel = (amount: bigint) => {
    const unit = 10n ** BigInt(scaleOf(currency));
    const major = Number(amount) / Number(unit);
    return major >= 1000 ? `${Math.round(major / 1000)}k` : String(major);
  };
  return (
    <div className="roulette-felt">
      {recent.length > 0 && (
        <ol className="roulette-recent" aria-label={texts.lastNumbers}>
          {recent.map((pocket, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same number can come up twice
            <li key={index} className={`is-${pocketColour(pocket)}`}>
              {pocket}
            </li>
          ))}
        </ol>
      )}
      <RouletteTable
        orientation={props.orientation}
        chips={chips}
        chipLabel={chipLabel}
        describe={(bet) => {
          const name = spotName(bet, i18n);
          const amount = chips.get(JSON.stringify(bet));
          return amount
            ? format(texts.spotChips, { spot: name, amount: formatMinor(amount, currency, locale) })
            : name;
        }}
        labels={{
          column: texts.columnLabel,
          dozens: [texts.dozenLabels.first, texts.dozenLabels.second, texts.dozenLabels.third],
          evenMoney: { low: '1-18', high: '19-36', odd: texts.spots.odd, even: texts.spots.even },
        }}
        winning={props.winning}
        disabled={props.disabled}
        onPlace={props.onPlace}
        label={texts.table}
      />
    </div>
  );
}

/** A spot's name in the player's words: "Split 1-4", "Red". */
export function spotName(bet: RouletteBet, { t, format }: StudioI18n): string {
  const names = t.roulette.spots;
  const numbers = coveredNumbers(bet);
  switch (bet.kind) {
    case 'straight':
    case 'split':
    case 'street':
    case 'trio':
    case 'corner':
    case 'sixLine':
      return format(names[bet.kind], { numbers: numbers.join('-') });
    case 'dozen':
    case 'column':
      return format(names[bet.kind], { numbers: `${numbers[0]}-${numbers.at(-1)}` });
    default:
      return names[bet.kind];
  }
}

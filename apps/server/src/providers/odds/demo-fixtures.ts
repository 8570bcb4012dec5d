import type { FeedFixture, FeedMarket } from '../../ports/odds-feed.js';
import { CORRECT_SCORES, type DoubleChancePair, kindOfLine } from './market-outcomes.js';
import { normalCdf, normalQuantile, probabilityOf, scoreMatrix, TWO_SIDED_SCORING } from './market-prices.js';
import { footballRates, type SideRates, twoSidedRates } from './sandbox-scoring.js';

// The sandbox feed's made-up matches: football, tennis and basketball, with sides named in English
// and French, and opening prices drawn around a random favourite.

interface SportTemplate {
  sport: FeedFixture['sport'];
  competitions: { feedId: string; nameEn: string; nameFr: string }[];
  sides: [en: string, fr: string][];
  /** A match's opening markets, and the scoring chances drawn from the same numbers (decision 0082). */
  open: (feedId: string, random: () => number) => { markets: FeedMarket[]; rates: SideRates };
}

/** Decimal odds in hundredths for a probability, with the book's margin of about 6 %. */
export function oddsFor(probability: number): number {
  return Math.max(102, Math.round(100 / (probability * 1.06)));
}

/** A market of named outcomes, each priced from its probability. */
function market(
  feedId: string,
  kind: string,
  names: [en: string, fr: string],
  outcomes: { outcome: string; nameEn: string; nameFr: string; probability: number }[],
): FeedMarket {
  return {
    feedId,
    kind,
    nameEn: names[0],
    nameFr: names[1],
    selections: outcomes.map((o) => ({
      feedId: `${feedId}:${o.outcome}`,
      nameEn: o.nameEn,
      nameFr: o.nameFr,
      odds: oddsFor(o.probability),
    })),
  };
}

const lineText = (line: number, locale: 'en' | 'fr', signed = false) => {
  const text = Math.abs(line).toFixed(1);
  const sign = signed ? (line < 0 ? '-' : '+') : '';
  return `${sign}${locale === 'fr' ? text.replace('.', ',') : text}`;
};

/** Over/under a half line of the total; `noun` names what is counted. */
function totalMarket(
  feedId: string,
  line: number,
  overProbability: number,
  noun: [en: string, fr: string],
): FeedMarket {
  const [en, fr] = [lineText(line, 'en'), lineText(line, 'fr')];
  return market(
    `${feedId}:ou${kindOfLine(line, false).replace('_', '')}`,
    `total_${kindOfLine(line, false)}`,
    [`Total ${noun[0]} ${en}`, `Total de ${noun[1]} ${fr}`],
    [
      { outcome: 'over', nameEn: `Over ${en}`, nameFr: `Plus de ${fr}`, probability: overProbability },
      { outcome: 'under', nameEn: `Under ${en}`, nameFr: `Moins de ${fr}`, probability: 1 - overProbability },
    ],
  );
}

/**
 * Football's markets of one match from its two goal means (independent Poisson laws): match result,
 * total goals 2.5 (the two the list shows), then both teams to score, double chance, correct score
 * and totals 1.5 and 3.5 for the event page. The order keeps the main market first.
 */
export function footballMarkets(feedId: string, homeMean: number, awayMean: number): FeedMarket[] {
  const matrix = scoreMatrix(homeMean, awayMean);
  const p = (test: (h: number, a: number) => boolean) => probabilityOf(matrix, test);
  const home = p((h, a) => h > a);
  const draw = p((h, a) => h === a);
  const away = 1 - home - draw;
  const over = (line: number) => p((h, a) => h + a > line);
  const doubleChance = (
    pair: DoubleChancePair,
    yes: number,
    names: [string, string],
    other: [string, string],
  ) =>
    market(
      `${feedId}:dc${pair}`,
      `double_chance_${pair}`,
      ['Double chance', 'Double chance'],
      [
        { outcome: 'yes', nameEn: names[0], nameFr: names[1], probability: yes },
        { outcome: 'no', nameEn: other[0], nameFr: other[1], probability: 1 - yes },
      ],
    );
  const listed = CORRECT_SCORES.map((score) => {
    const [h, a] = score.split('-').map(Number) as [number, number];
    return { outcome: score, nameEn: score, nameFr: score, probability: matrix[h]![a]! };
  });
  const listedSum = listed.reduce((sum, o) => sum + o.probability, 0);
  return [
    market(
      `${feedId}:1x2`,
      'match_result',
      ['Match result', 'Résultat du match'],
      [
        { outcome: '1', nameEn: 'Home', nameFr: 'Domicile', probability: home },
        { outcome: 'X', nameEn: 'Draw', nameFr: 'Match nul', probability: draw },
        { outcome: '2', nameEn: 'Away', nameFr: 'Extérieur', probability: away },
      ],
    ),
    totalMarket(feedId, 2.5, over(2.5), ['goals', 'buts']),
    market(
      `${feedId}:btts`,
      'btts',
      ['Both teams to score', 'Les deux équipes marquent'],
      [
        { outcome: 'yes', nameEn: 'Yes', nameFr: 'Oui', probability: p((h, a) => h > 0 && a > 0) },
        { outcome: 'no', nameEn: 'No', nameFr: 'Non', probability: p((h, a) => h === 0 || a === 0) },
      ],
    ),
    doubleChance('1x', home + draw, ['Home or draw', 'Domicile ou nul'], ['Away', 'Extérieur']),
    doubleChance('12', home + away, ['Home or Away', 'Domicile ou Extérieur'], ['Draw', 'Match nul']),
    doubleChance('x2', draw + away, ['Away or draw', 'Extérieur ou nul'], ['Home', 'Domicile']),
    market(
      `${feedId}:cs`,
      'correct_score',
      ['Correct score', 'Score exact'],
      [
        ...listed,
        { outcome: 'other', nameEn: 'Any other', nameFr: 'Autre score', probability: 1 - listedSum },
      ],
    ),
    totalMarket(feedId, 1.5, over(1.5), ['goals', 'buts']),
    totalMarket(feedId, 3.5, over(3.5), ['goals', 'buts']),
  ];
}

/**
 * A two-sided sport's markets from the home side's chance to win: match winner, then a handicap
 * near even money (the margin a normal law whose median gives that chance) and a total line.
 */
export function twoSidedMarkets(
  feedId: string,
  sport: keyof typeof TWO_SIDED_SCORING,
  homeChance: number,
  totalShift: number,
): FeedMarket[] {
  const { total, deviation, noun } = TWO_SIDED_SCORING[sport];
  const [nounEn, nounFr] = noun === 'points' ? ['points', 'points'] : ['games', 'jeux'];
  const margin = deviation * normalQuantile(homeChance);
  // The home side gives (or gets) the half line nearest to its expected margin.
  const homeLine = -(Math.round(margin - 0.5) + 0.5);
  const covers = normalCdf((margin + homeLine) / deviation);
  const totalLine = Math.round(total + totalShift) + 0.5;
  const [en, fr] = [lineText(homeLine, 'en', true), lineText(homeLine, 'fr', true)];
  const [enAway, frAway] = [lineText(-homeLine, 'en', true), lineText(-homeLine, 'fr', true)];
  return [
    market(
      `${feedId}:mw`,
      'match_winner',
      ['Match winner', 'Vainqueur du match'],
      [
        { outcome: 'home', nameEn: 'Home', nameFr: 'Domicile', probability: homeChance },
        { outcome: 'away', nameEn: 'Away', nameFr: 'Extérieur', probability: 1 - homeChance },
      ],
    ),
    market(
      `${feedId}:hc`,
      `handicap_${kindOfLine(homeLine, true)}`,
      [`Handicap (${nounEn})`, `Handicap (${nounFr})`],
      [
        { outcome: 'home', nameEn: `Home ${en}`, nameFr: `Domicile ${fr}`, probability: covers },
        { outcome: 'away', nameEn: `Away ${enAway}`, nameFr: `Extérieur ${frAway}`, probability: 1 - covers },
      ],
    ),
    totalMarket(feedId, totalLine, 1 - normalCdf((totalLine - total) / deviation), [nounEn, nounFr]),
  ];
}

export const SPORT_TEMPLATES: readonly SportTemplate[] = [
  {
    sport: { sysname: 'football', nameEn: 'Football', nameFr: 'Football', sortOrder: 1 },
    competitions: [
      { feedId: 'sandbox:premier', nameEn: 'Premier Division', nameFr: 'Première division' },
      { feedId: 'sandbox:cup', nameEn: 'Continental Cup', nameFr: 'Coupe continentale' },
    ],
    sides: [
      ['Northport United', 'Northport United'],
      ['Riverside Rovers', 'Riverside Rovers'],
      ['Lyon Lions', 'Lions de Lyon'],
      ['Harbour City', 'Harbour City'],
      ['Atlas Athletic', 'Atlas Athletic'],
      ['Red Star Valley', 'Étoile Rouge Vallée'],
      ['Westbridge', 'Westbridge'],
      ['Sporting Azur', 'Sporting Azur'],
    ],
    open: (feedId, random) => {
      const [home, away] = [0.9 + random() * 1.2, 0.6 + random() * 1.1];
      return { markets: footballMarkets(feedId, home, away), rates: footballRates(home, away) };
    },
  },
  {
    sport: { sysname: 'tennis', nameEn: 'Tennis', nameFr: 'Tennis', sortOrder: 2 },
    competitions: [{ feedId: 'sandbox:open', nameEn: 'Jeton Open', nameFr: 'Open Jeton' }],
    sides: [
      ['A. Moreau', 'A. Moreau'],
      ['K. Tanaka', 'K. Tanaka'],
      ['L. Fischer', 'L. Fischer'],
      ['M. Rossi', 'M. Rossi'],
      ['S. Novak', 'S. Novak'],
      ['J. Okafor', 'J. Okafor'],
    ],
    open: (feedId, random) => {
      const homeChance = 0.25 + random() * 0.5;
      return {
        markets: twoSidedMarkets(feedId, 'tennis', homeChance, Math.floor(random() * 3) - 1),
        rates: twoSidedRates('tennis', homeChance),
      };
    },
  },
  {
    sport: { sysname: 'basketball', nameEn: 'Basketball', nameFr: 'Basket-ball', sortOrder: 3 },
    competitions: [{ feedId: 'sandbox:hoops', nameEn: 'Pro League', nameFr: 'Ligue pro' }],
    sides: [
      ['Capital Comets', 'Comètes de la capitale'],
      ['Bay Giants', 'Géants de la baie'],
      ['Mountain Hawks', 'Faucons des montagnes'],
      ['Coast Kings', 'Rois de la côte'],
    ],
    open: (feedId, random) => {
      const homeChance = 0.25 + random() * 0.5;
      return {
        markets: twoSidedMarkets(feedId, 'basketball', homeChance, Math.floor(random() * 11) - 5),
        rates: twoSidedRates('basketball', homeChance),
      };
    },
  },
];

/**
 * A new fixture of one sport starting at `startsAt` (`serial` makes its feed ids unique), with
 * its sides' scoring chances, which the sandbox keeps to play it.
 */
export function makeFixture(
  template: SportTemplate,
  serial: string,
  startsAt: Date,
  random: () => number,
): { fixture: FeedFixture; rates: SideRates } {
  const competition = template.competitions[Math.floor(random() * template.competitions.length)]!;
  const first = Math.floor(random() * template.sides.length);
  const second = (first + 1 + Math.floor(random() * (template.sides.length - 1))) % template.sides.length;
  const [homeEn, homeFr] = template.sides[first]!;
  const [awayEn, awayFr] = template.sides[second]!;
  const feedId = `sandbox:${template.sport.sysname}:${serial}`;
  const { markets, rates } = template.open(feedId, random);
  const fixture: FeedFixture = {
    feedId,
    sport: template.sport,
    competition,
    homeEn,
    homeFr,
    awayEn,
    awayFr,
    startsAt: startsAt.toISOString(),
    markets,
  };
  return { fixture, rates };
}

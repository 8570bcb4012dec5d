import type { FeedFixture, FeedMarket } from './feed-protocol.js';

// The sandbox feed's made-up matches: football, tennis and basketball, with sides named in English
// and French, and opening prices drawn around a random favourite.

interface SportTemplate {
  sport: FeedFixture['sport'];
  competitions: { feedId: string; nameEn: string; nameFr: string }[];
  sides: [en: string, fr: string][];
  markets: (feedId: string, random: () => number) => FeedMarket[];
}

/** Decimal odds in hundredths for a probability, with the book's margin of about 6 %. */
export function oddsFor(probability: number): number {
  return Math.max(102, Math.round(100 / (probability * 1.06)));
}

const matchResult = (feedId: string, random: () => number): FeedMarket => {
  const home = 0.25 + random() * 0.35;
  const draw = 0.22 + random() * 0.08;
  const away = 1 - home - draw;
  return {
    feedId: `${feedId}:1x2`,
    kind: 'match_result',
    nameEn: 'Match result',
    nameFr: 'Résultat du match',
    selections: [
      { feedId: `${feedId}:1x2:1`, nameEn: 'Home', nameFr: 'Domicile', odds: oddsFor(home) },
      { feedId: `${feedId}:1x2:X`, nameEn: 'Draw', nameFr: 'Match nul', odds: oddsFor(draw) },
      { feedId: `${feedId}:1x2:2`, nameEn: 'Away', nameFr: 'Extérieur', odds: oddsFor(away) },
    ],
  };
};

const totalGoals = (feedId: string, random: () => number): FeedMarket => {
  const over = 0.4 + random() * 0.2;
  return {
    feedId: `${feedId}:ou25`,
    kind: 'total_2_5',
    nameEn: 'Total goals 2.5',
    nameFr: 'Total de buts 2,5',
    selections: [
      { feedId: `${feedId}:ou25:over`, nameEn: 'Over 2.5', nameFr: 'Plus de 2,5', odds: oddsFor(over) },
      {
        feedId: `${feedId}:ou25:under`,
        nameEn: 'Under 2.5',
        nameFr: 'Moins de 2,5',
        odds: oddsFor(1 - over),
      },
    ],
  };
};

const matchWinner = (feedId: string, random: () => number): FeedMarket => {
  const home = 0.25 + random() * 0.5;
  return {
    feedId: `${feedId}:mw`,
    kind: 'match_winner',
    nameEn: 'Match winner',
    nameFr: 'Vainqueur du match',
    selections: [
      { feedId: `${feedId}:mw:home`, nameEn: 'Home', nameFr: 'Domicile', odds: oddsFor(home) },
      { feedId: `${feedId}:mw:away`, nameEn: 'Away', nameFr: 'Extérieur', odds: oddsFor(1 - home) },
    ],
  };
};

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
    markets: (feedId, random) => [matchResult(feedId, random), totalGoals(feedId, random)],
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
    markets: (feedId, random) => [matchWinner(feedId, random)],
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
    markets: (feedId, random) => [matchWinner(feedId, random)],
  },
];

/** A new fixture of one sport starting at `startsAt`; `serial` makes its feed ids unique. */
export function makeFixture(
  template: SportTemplate,
  serial: string,
  startsAt: Date,
  random: () => number,
): FeedFixture {
  const competition = template.competitions[Math.floor(random() * template.competitions.length)]!;
  const first = Math.floor(random() * template.sides.length);
  const second = (first + 1 + Math.floor(random() * (template.sides.length - 1))) % template.sides.length;
  const [homeEn, homeFr] = template.sides[first]!;
  const [awayEn, awayFr] = template.sides[second]!;
  const feedId = `sandbox:${template.sport.sysname}:${serial}`;
  return {
    feedId,
    sport: template.sport,
    competition,
    homeEn,
    homeFr,
    awayEn,
    awayFr,
    startsAt: startsAt.toISOString(),
    markets: template.markets(feedId, random),
  };
}

/** The winning selection's feed id of a market, from the final score. */
export function winnerOf(
  market: { feedId: string; kind: string },
  score: { home: number; away: number },
): string {
  switch (market.kind) {
    case 'match_result':
      return `${market.feedId}:${score.home > score.away ? '1' : score.home === score.away ? 'X' : '2'}`;
    case 'total_2_5':
      return `${market.feedId}:${score.home + score.away > 2.5 ? 'over' : 'under'}`;
    default:
      return `${market.feedId}:${score.home >= score.away ? 'home' : 'away'}`;
  }
}

import type { HouseGameKind } from '@jeton/games';

export const FAIRNESS_KINDS: readonly HouseGameKind[] = [
  'slot',
  'roulette',
  'blackjack',
  'dice',
  'crash',
  'plinko',
  'keno',
  'mines',
];

/** Games played in steps: their replay needs the actions taken. */
export const MULTI_STEP_KINDS: ReadonlySet<string> = new Set(['blackjack', 'mines', 'crash']);

export interface FairnessForm {
  kind: string;
  serverSeed: string;
  commitment: string;
  clientSeed: string;
  nonce: string;
  bet: string;
  actions: string;
}

/** A bet each game accepts, so a hand-filled check has something to start from. */
const EXAMPLE_BETS: Record<string, unknown> = {
  dice: { direction: 'under', targetHundredths: 5000 },
  roulette: { spots: [{ bet: { kind: 'red' }, chips: 100 }] },
  crash: { targetHundredths: null },
  slot: { freeSpin: false },
};

export function formFromQuery(search: URLSearchParams): FairnessForm {
  const asked = search.get('kind') ?? 'dice';
  const kind = FAIRNESS_KINDS.includes(asked as HouseGameKind) ? asked : 'dice';
  return {
    kind,
    serverSeed: search.get('serverSeed') ?? '',
    commitment: search.get('commitment') ?? '',
    clientSeed: search.get('clientSeed') ?? '',
    nonce: search.get('nonce') ?? '0',
    bet: search.get('bet') ?? exampleBet(kind),
    actions: search.get('actions') ?? '[]',
  };
}

export function exampleBet(kind: string): string {
  return Object.hasOwn(EXAMPLE_BETS, kind) ? JSON.stringify(EXAMPLE_BETS[kind]) : '';
}

/** Whether the query carries a whole round to check at once (a link from a game's history). */
export function isComplete(form: FairnessForm): boolean {
  return form.serverSeed !== '' && form.clientSeed !== '' && form.nonce !== '' && form.bet !== '';
}

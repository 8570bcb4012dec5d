import type { schema } from '@jeton/db';

/**
 * The catalogue of transfer codes (decision 0028): every ledger transaction's kind is one of these,
 * checked by the type system here and by the database's `ledger_transactions_kind_known` check
 * (`LEDGER_TRANSFER_CODES` in the schema, which must list the same codes: `satisfies` below fails
 * the type check when one side has a code the other lacks). Ledger rows are never edited, so a
 * code, once used, stays.
 */
export const TRANSFER_CODES = {
  // Payments
  deposit: 'A confirmed deposit: payment clearing → the player’s main balance.',
  withdrawal_reserve: 'A withdrawal requested: the player’s main balance → the withdrawal hold.',
  withdrawal_post: 'A withdrawal paid out by an operator: the withdrawal hold → payment clearing.',
  withdrawal_void: 'A withdrawal declined or cancelled: the withdrawal hold → back to the player.',
  withdrawal_expire: 'A withdrawal left pending past its expiry: the withdrawal hold → back to the player.',
  withdrawal: 'Before two-phase transfers: a withdrawal paid out from the hold (now withdrawal_post).',
  withdrawal_return: 'Before two-phase transfers: a withdrawal returned from the hold (now withdrawal_void).',
  // Casino
  game_bet: 'A stake: the player’s balance → the game house (fun: → the fun issuer).',
  game_win: 'A win: the game house (fun: the fun issuer) → the player’s balance.',
  game_rollback: 'A stake refunded by the studio: the game house → back to the player.',
  fun_top_up: 'Demo money for play: the fun issuer → the player’s fun balance.',
  // Bonuses
  bonus_grant: 'A bonus granted: bonus expense → the player’s bonus balance.',
  bonus_conversion: 'A bonus whose wagering is met: the player’s bonus balance → their main balance.',
  bonus_forfeit: 'A bonus expired or given up: the player’s bonus balance → bonus expense.',
  betting_bonus_grant:
    'A betting bonus (free bet) activated: bonus expense → the player’s betting-bonus balance.',
  betting_bonus_forfeit:
    'A betting bonus removed or expired unused: the player’s betting-bonus balance → bonus expense.',
  cashback: 'Cashback for a period’s losses: bonus expense → the player.',
  // Tournaments, jackpots, loyalty
  tournament_prize: 'A tournament prize: bonus expense → the player.',
  jackpot_contribution: 'A stake’s share that feeds a jackpot: the game house → the jackpot pool.',
  jackpot_win: 'A jackpot won: the jackpot pool → the player.',
  loyalty_points_award: 'Loyalty points earned: the loyalty shop → the player’s points balance.',
  loyalty_points_reversal:
    'A rolled-back stake’s points taken back: the player’s points balance → the loyalty shop.',
  shop_purchase: 'A purchase in the loyalty shop: the player’s points balance → the loyalty shop.',
  // Sportsbook
  sports_bet_reserve: 'A sports bet placed: the player’s balance → the betting hold while it is open.',
  sports_bet_post: 'A sports bet settled: its stake, the betting hold → the betting house.',
  sports_bet_void: 'A sports bet cancelled or void: the betting hold → back to the player.',
  sports_bet_expire: 'A sports bet left unsettled past its expiry: the betting hold → back to the player.',
  sports_bet_win: 'A settled sports bet’s winnings: the betting house → the player.',
  sports_bet_cash_out: 'A sports bet cashed out before its result: the betting house → the player.',
  // Operators
  manual_adjustment: 'An operator’s correction; the reason is in the metadata and the audit log.',
} as const satisfies Record<(typeof schema.LEDGER_TRANSFER_CODES)[number], string>;

export type TransferCode = keyof typeof TRANSFER_CODES;

export const TRANSFER_CODE_LIST = Object.keys(TRANSFER_CODES) as TransferCode[];

/** The phases of a two-phase transfer after its reserve: exactly one of them ends it. */
export type SettlePhase = 'post' | 'void' | 'expire';

/** Each kind of two-phase transfer and the code of each of its phases. */
export const TWO_PHASE_CODES = {
  withdrawal: {
    reserve: 'withdrawal_reserve',
    post: 'withdrawal_post',
    void: 'withdrawal_void',
    expire: 'withdrawal_expire',
  },
  sports_bet: {
    reserve: 'sports_bet_reserve',
    post: 'sports_bet_post',
    void: 'sports_bet_void',
    expire: 'sports_bet_expire',
  },
} as const satisfies Record<string, Record<'reserve' | SettlePhase, TransferCode>>;

export type TwoPhaseKind = keyof typeof TWO_PHASE_CODES;
export type ReserveCode = (typeof TWO_PHASE_CODES)[TwoPhaseKind]['reserve'];

/** The kind of two-phase transfer a reserve code opens. */
export function twoPhaseKindOf(reserveCode: ReserveCode): TwoPhaseKind {
  const kind = (Object.keys(TWO_PHASE_CODES) as TwoPhaseKind[]).find(
    (k) => TWO_PHASE_CODES[k].reserve === reserveCode,
  );
  if (!kind) throw new Error(`No two-phase transfer is opened by ${reserveCode}`);
  return kind;
}

/** The codes of the seamless wallet's three calls. */
export const GAME_TRANSFER_CODES = {
  bet: 'game_bet',
  win: 'game_win',
  rollback: 'game_rollback',
} as const satisfies Record<'bet' | 'win' | 'rollback', TransferCode>;

import { ActionNotAllowedError } from '../registry/errors.js';
import { readInteger, readRecord } from '../registry/parse.js';
import type { MultiStepGame } from '../registry/types.js';
import {
  actMines,
  MINES_CELLS,
  MINES_RTP,
  type MinesAction,
  type MinesState,
  minesView,
  startMines,
} from './mines.js';

export interface MinesBet {
  mines: number;
}

function parseMinesAction(input: unknown): MinesAction {
  const record = input as Record<string, unknown> | null;
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new ActionNotAllowedError('a mines action is { type: reveal, cell } or { type: cashout }');
  }
  const keys = Object.keys(input).sort().join();
  if (record!.type === 'cashout' && keys === 'type') return { type: 'cashout' };
  const cell = record!.cell;
  if (
    record!.type === 'reveal' &&
    keys === 'cell,type' &&
    typeof cell === 'number' &&
    Number.isInteger(cell) &&
    cell >= 0 &&
    cell < MINES_CELLS
  ) {
    return { type: 'reveal', cell };
  }
  throw new ActionNotAllowedError('a mines action is { type: reveal, cell: 0–24 } or { type: cashout }');
}

export const minesGame: MultiStepGame<MinesBet, MinesState, MinesAction> = {
  kind: 'mines',
  shape: 'multi-step',
  name: 'Mines',
  rtp: { rtp: MINES_RTP, note: '99 % for every mine count and every way of playing (exact)' },
  parseBet(input) {
    const record = readRecord(input, 'mines bet', ['mines']);
    return { mines: readInteger(record, 'mines', 1, MINES_CELLS - 1) };
  },
  start(stream, bet) {
    return startMines(stream, bet.mines);
  },
  parseAction: parseMinesAction,
  act: actMines,
  view: minesView,
};

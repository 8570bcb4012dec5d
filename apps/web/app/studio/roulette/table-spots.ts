import type { RouletteBet } from '@jeton/games';

/**
 * Where each bet sits on a European roulette layout, in cell units of the horizontal table:
 * `u` runs along the twelve streets (1-2-3 at u 0…1, 34-35-36 at u 11…12, the zero at −1…0,
 * the column bets at 12…13) and `v` across them (3-6-…-36 on top at v 0…1, 1-4-…-34 at v 2…3,
 * then the dozens and the even-money bets below). Inside bets that straddle cells (splits,
 * corners, streets, six lines) get a small target on the line they share, as chips sit on a
 * real felt.
 */
export interface TableSpot {
  /** Stable key of the spot: the bet as JSON. */
  key: string;
  bet: RouletteBet;
  /** The target's box, in cell units. */
  u: number;
  v: number;
  width: number;
  height: number;
  /** Cells are drawn; line targets are invisible until a chip lands there. */
  drawn: boolean;
}

export const DOZEN_TOP = 3;
export const DOZEN_HEIGHT = 0.8;
export const EVEN_TOP = DOZEN_TOP + DOZEN_HEIGHT;
export const EVEN_HEIGHT = 0.8;
/** Half the size of a line target across the line. */
const LINE = 0.16;
/** Half the size of a line target along the line. */
const ALONG = 0.3;

/** The cell of a number 1–36: its street (0–11) along, its place across (3 on top). */
export function numberCell(n: number): { u: number; v: number } {
  const street = Math.ceil(n / 3) - 1;
  const place = (n - 1) % 3;
  return { u: street, v: 2 - place };
}

const key = (bet: RouletteBet) => JSON.stringify(bet);

function cell(bet: RouletteBet, u: number, v: number, width: number, height: number): TableSpot {
  return { key: key(bet), bet, u, v, width, height, drawn: true };
}

function point(bet: RouletteBet, u: number, v: number, halfWidth: number, halfHeight: number): TableSpot {
  return {
    key: key(bet),
    bet,
    u: u - halfWidth,
    v: v - halfHeight,
    width: 2 * halfWidth,
    height: 2 * halfHeight,
    drawn: false,
  };
}

/** Every spot of the table: cells first (drawn below), then the line targets above them. */
export function tableSpots(): TableSpot[] {
  const cells: TableSpot[] = [cell({ kind: 'straight', number: 0 }, -1, 0, 1, 3)];
  for (let n = 1; n <= 36; n++) {
    const { u, v } = numberCell(n);
    cells.push(cell({ kind: 'straight', number: n }, u, v, 1, 1));
  }
  for (const column of [1, 2, 3] as const) cells.push(cell({ kind: 'column', column }, 12, 3 - column, 1, 1));
  for (const dozen of [1, 2, 3] as const)
    cells.push(cell({ kind: 'dozen', dozen }, 4 * (dozen - 1), DOZEN_TOP, 4, DOZEN_HEIGHT));
  const evenMoney = ['low', 'even', 'red', 'black', 'odd', 'high'] as const;
  evenMoney.forEach((kind, index) => {
    cells.push(cell({ kind }, 2 * index, EVEN_TOP, 2, EVEN_HEIGHT));
  });

  const lines: TableSpot[] = [];
  for (let n = 1; n <= 36; n++) {
    const { u, v } = numberCell(n);
    const place = (n - 1) % 3;
    // Along the street line to the next street: n with n + 3.
    if (n + 3 <= 36) lines.push(point({ kind: 'split', numbers: [n, n + 3] }, u + 1, v + 0.5, LINE, ALONG));
    // Across, to the number above in the same street: n with n + 1.
    if (place < 2) {
      lines.push(point({ kind: 'split', numbers: [n, n + 1] }, u + 0.5, v, ALONG, LINE));
      if (n + 4 <= 36) lines.push(point({ kind: 'corner', topLeft: n }, u + 1, v, LINE, LINE));
    }
    if (place === 0) {
      const row = (n + 2) / 3;
      lines.push(point({ kind: 'street', row }, u + 0.5, 3, ALONG, LINE));
      if (row < 12) lines.push(point({ kind: 'sixLine', firstRow: row }, u + 1, 3, LINE, LINE));
    }
  }
  for (const n of [1, 2, 3]) {
    lines.push(point({ kind: 'split', numbers: [0, n] }, 0, numberCell(n).v + 0.5, LINE, ALONG));
  }
  lines.push(point({ kind: 'trio', withNumber: 1 }, 0, 2, LINE, LINE));
  lines.push(point({ kind: 'trio', withNumber: 3 }, 0, 1, LINE, LINE));
  lines.push(point({ kind: 'firstFour' }, 0, 3, LINE, LINE));
  return [...cells, ...lines];
}

import { CRASH } from '../games/crash/crash-maths.js';
import type { GameMaths } from '../games/game-maths.js';
import { GOLDEN_SCARAB_5X4 } from '../games/line-slot/golden-scarab-5x4.js';
import { lineSlotGame } from '../games/line-slot/line-slot-maths.js';
import { NORTHERN_LIGHTS_5X3 } from '../games/line-slot/northern-lights-5x3.js';
import { RED_PANDA_3X3 } from '../games/line-slot/red-panda-3x3.js';
import { MINES } from '../games/mines/mines-maths.js';
import { PLINKO } from '../games/plinko/plinko-maths.js';
import { measureRtp, seededDraw, withinTolerance } from './rtp-simulation.js';

// `npm run sim:rtp`: SIM_ROUNDS rounds (10 M unless set) of each of the studio's maths, measured
// against the decision record's table; exits 1 when one is off by more than 0.1 % (or
// three standard errors of the run, when its noise is wider: rtp-simulation.ts).

const MATHS: [string, GameMaths][] = [
  ['Northern Lights 5×3', lineSlotGame(NORTHERN_LIGHTS_5X3)],
  ['Golden Scarab 5×4 (free spins)', lineSlotGame(GOLDEN_SCARAB_5X4)],
  ['Red Panda 3×3 (multiplier wheel)', lineSlotGame(RED_PANDA_3X3)],
  ['Quantum Crash (target 2.00×)', CRASH],
  ['Pixel Plinko (12 rows)', PLINKO],
  ['Mines (3 mines, 3 picks)', MINES],
];

const rounds = Number(process.env.SIM_ROUNDS ?? 10_000_000);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('SIM_ROUNDS: a whole number of rounds');
const pct = (x: number) => `${(x * 100).toFixed(3)} %`;
let failed = 0;
for (const [index, [name, maths]] of MATHS.entries()) {
  const started = Date.now();
  const m = measureRtp(maths, rounds, seededDraw(index + 1));
  const ok = withinTolerance(m, maths.rtp);
  if (!ok) failed++;
  console.info(
    `${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(34)} documented ${pct(maths.rtp)}  measured ${pct(m.rtp)}  ±${pct(m.standardError)} (1 s.e.)  ${rounds} rounds, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
process.exit(failed ? 1 : 0);

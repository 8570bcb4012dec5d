// The house studio's provably-fair game maths: pure functions, no I/O.
export * from './crash/crash.js';
export * from './dice/dice.js';
export * from './fairness/index.js';
export * from './roulette/roulette.js';
export * from './sim/rtp.js';

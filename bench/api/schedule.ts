/**
 * Runs two measurements in alternating slices, A B B A A B ..., so that a change in the machine's
 * background load during the run weighs on both sides alike instead of on whichever ran second.
 */
export async function interleave(
  rounds: number,
  a: () => Promise<void>,
  b: () => Promise<void>,
): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    if (round % 2 === 0) {
      await a();
      await b();
    } else {
      await b();
      await a();
    }
  }
}

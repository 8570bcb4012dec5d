import { KENO_NUMBERS } from '@jeton/games';
import { useEffect, useState } from 'react';

const BALL_SECONDS = 0.12;

/** How many of the drawn balls are shown: they come out one by one, all at once for reduced motion. */
export function useBallsOneByOne(drawn: number[], drawing: boolean, reduced: boolean): number {
  const [shownCount, setShownCount] = useState(0);
  useEffect(() => {
    if (!drawing || drawn.length === 0) return;
    if (reduced) {
      setShownCount(drawn.length);
      return;
    }
    setShownCount(0);
    let count = 0;
    const timer = setInterval(() => {
      count += 1;
      setShownCount(count);
      if (count >= drawn.length) clearInterval(timer);
    }, BALL_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [drawn, drawing, reduced]);
  return shownCount;
}

/** The player's own numbers, chosen at random for them: a bet, not an outcome. */
export function randomPicks(count: number): number[] {
  const pool = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
  const chosen: number[] = [];
  while (chosen.length < count) {
    const [n] = pool.splice(Math.floor(Math.random() * pool.length), 1);
    chosen.push(n!);
  }
  return chosen;
}

import { useEffect, useState } from 'react';

/** Whole seconds left until `target` (epoch ms, never below 0), rounded up. */
export function secondsUntil(target: number, now: number): number {
  return Math.max(0, Math.ceil((target - now) / 1000));
}

/** The seconds left until `target`, re-rendering each second while it counts down. */
export function useSecondsUntil(target: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!(target > Date.now())) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= target) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [target]);
  return secondsUntil(target, now);
}

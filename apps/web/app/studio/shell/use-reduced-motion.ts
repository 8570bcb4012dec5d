import { useEffect, useState } from 'react';

/** Whether the player asked for less motion: animations then jump to their end. */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/** Resolves after `ms`, or at once when motion is reduced. */
export function pause(ms: number, reduced: boolean): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, reduced ? 0 : ms));
}

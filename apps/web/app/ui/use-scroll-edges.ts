import { type RefObject, useEffect, useState } from 'react';

export interface ScrollEdges {
  /** Content hides to the left. */
  before: boolean;
  /** Content hides to the right. */
  after: boolean;
}

/** Whether a sideways scroller has content hidden at each end, kept up to date on scroll and resize. */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const before = element.scrollLeft > 1;
      const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((old) => (old.before === before && old.after === after ? old : { before, after }));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [ref]);
  return edges;
}

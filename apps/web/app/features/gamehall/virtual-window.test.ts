import { describe, expect, it } from 'vitest';
import { gridWindow } from './virtual-window.js';

const base = { itemCount: 5000, columns: 5, rowHeight: 100, viewportTop: 0, viewportHeight: 800 };

describe('grid window', () => {
  it('renders the rows in view plus 200 px above and below', () => {
    expect(gridWindow(base)).toEqual({ start: 0, end: 50, paddingTop: 0, paddingBottom: 990 * 100 });
    const scrolled = gridWindow({ ...base, viewportTop: 10_000 });
    // Rows 98 (200 px above row 100) to 109 (200 px below row 107).
    expect(scrolled.start).toBe(98 * 5);
    expect(scrolled.end).toBe(110 * 5);
    expect(scrolled.paddingTop + ((scrolled.end - scrolled.start) / 5) * 100 + scrolled.paddingBottom).toBe(
      1000 * 100,
    );
  });

  it('keeps the grid height whatever the scroll, and ends at the last item', () => {
    const end = gridWindow({ ...base, itemCount: 23, viewportTop: 50_000 });
    expect(end.end).toBe(23);
    expect(end.paddingBottom).toBe(0);
    expect(end.start).toBe(20);
  });

  it('never renders more than 1000 items, even in a very tall viewport', () => {
    const tall = gridWindow({ ...base, rowHeight: 1, viewportHeight: 100_000 });
    expect(tall.end - tall.start).toBeLessThanOrEqual(1000);
  });

  it('renders the first items before it has measured anything', () => {
    expect(gridWindow({ ...base, rowHeight: 0 })).toEqual({
      start: 0,
      end: 1000,
      paddingTop: 0,
      paddingBottom: 0,
    });
    expect(gridWindow({ ...base, itemCount: 0 })).toEqual({
      start: 0,
      end: 0,
      paddingTop: 0,
      paddingBottom: 0,
    });
  });

  it('renders nothing above when the grid is still below the viewport', () => {
    expect(gridWindow({ ...base, viewportTop: -600 }).start).toBe(0);
  });
});

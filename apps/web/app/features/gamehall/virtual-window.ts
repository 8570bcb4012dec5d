// Which cards of a long grid to render (spec section 9: a virtual list renders at most 1000 items,
// with a 200 px buffer). Pure: the grid measures itself and the viewport, this does the arithmetic.

export const VIRTUAL_BUFFER_PX = 200;
export const MAX_RENDERED_ITEMS = 1000;

export interface GridMeasure {
  itemCount: number;
  columns: number;
  /** A row's height including the gap below it. */
  rowHeight: number;
  /** The viewport's top relative to the grid's top (negative while the grid is below the top). */
  viewportTop: number;
  viewportHeight: number;
}

export interface GridWindow {
  /** First item rendered. */
  start: number;
  /** One past the last item rendered. */
  end: number;
  /** Space standing in for the rows above and below. */
  paddingTop: number;
  paddingBottom: number;
}

export function gridWindow(m: GridMeasure, buffer = VIRTUAL_BUFFER_PX, max = MAX_RENDERED_ITEMS): GridWindow {
  const columns = Math.max(1, Math.floor(m.columns));
  const rows = Math.ceil(m.itemCount / columns);
  if (rows === 0 || !(m.rowHeight > 0)) {
    return { start: 0, end: Math.min(m.itemCount, max), paddingTop: 0, paddingBottom: 0 };
  }
  const firstRow = clamp(Math.floor((m.viewportTop - buffer) / m.rowHeight), 0, rows - 1);
  let lastRow = clamp(
    Math.ceil((m.viewportTop + m.viewportHeight + buffer) / m.rowHeight) - 1,
    firstRow,
    rows - 1,
  );
  const maxRows = Math.max(1, Math.floor(max / columns));
  lastRow = Math.min(lastRow, firstRow + maxRows - 1);
  return {
    start: firstRow * columns,
    end: Math.min(m.itemCount, (lastRow + 1) * columns),
    paddingTop: firstRow * m.rowHeight,
    paddingBottom: (rows - lastRow - 1) * m.rowHeight,
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

import type { ReactNode } from 'react';
import { useI18n } from '../i18n/i18n-context.js';
import type { SortOrder } from './table-state.js';

// A table of server rows: sortable headers are buttons (aria-sort on the header), and on a phone
// the table scrolls sideways inside its frame rather than widening the page.

export interface Column<Row> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  /** The server's sort key when the column sorts. */
  sortKey?: string;
  align?: 'end';
}

interface DataTableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  sort?: { sort: string; order: SortOrder; onSort: (sortKey: string) => void };
  busy?: boolean;
  emptyText?: string;
  testId?: string;
}

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { t, format } = useI18n();
  return (
    // The frame scrolls sideways on a phone: focusable, so the keyboard can scroll it too (axe's
    // scrollable-region-focusable), and named after the table.
    <section
      className="table-frame"
      aria-label={props.caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes the focus to be scrolled by keyboard
      tabIndex={0}
      aria-busy={props.busy || undefined}
    >
      <table className="table" data-testid={props.testId}>
        <caption className="visually-hidden">{props.caption}</caption>
        <thead>
          <tr>
            {props.columns.map((column) => {
              const sorted = props.sort && column.sortKey === props.sort.sort ? props.sort.order : null;
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={column.align === 'end' ? 'align-end' : undefined}
                  aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                >
                  {column.sortKey && props.sort ? (
                    <button
                      type="button"
                      className="sort-button"
                      onClick={() => props.sort?.onSort(column.sortKey as string)}
                      aria-label={format(t.table.sortBy, { column: column.header })}
                    >
                      {column.header}
                      <span aria-hidden="true" className="sort-mark">
                        {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {props.rows.length === 0 ? (
            <tr>
              <td colSpan={props.columns.length} className="table-empty">
                {props.emptyText ?? t.table.empty}
              </td>
            </tr>
          ) : (
            props.rows.map((row) => (
              <tr key={props.rowKey(row)}>
                {props.columns.map((column) => (
                  <td key={column.key} className={column.align === 'end' ? 'align-end' : undefined}>
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}

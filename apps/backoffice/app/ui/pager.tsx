import { useSearchParams } from 'react-router';
import { useI18n } from '../i18n/i18n-context.js';
import {
  PER_PAGE_CHOICES,
  pageCount,
  rowRange,
  type TableDefaults,
  type TableState,
  withPerPage,
  writeTableState,
} from './table-state.js';

interface PagerProps {
  page: number;
  perPage: number;
  total: number;
  /** More rows match than the server counts (its list window): the total reads "10,000+". */
  totalCapped: boolean;
  shown: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}

export function Pager(props: PagerProps) {
  const { t, format, locale } = useI18n();
  const pages = pageCount(props.total, props.perPage);
  const range = rowRange(props.page, props.perPage, props.shown);
  const number = (value: number) => value.toLocaleString(locale === 'fr' ? 'fr-FR' : 'en-GB');
  const total = `${number(props.total)}${props.totalCapped ? '+' : ''}`;
  return (
    <nav className="pager" aria-label={t.table.pagination}>
      <p className="pager-range">
        {range ? format(t.table.rows, { from: number(range.from), to: number(range.to), total }) : null}
      </p>
      <label className="pager-size">
        {t.table.perPage}
        <select value={props.perPage} onChange={(event) => props.onPerPage(Number(event.target.value))}>
          {PER_PAGE_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      </label>
      <div className="pager-buttons">
        <button
          type="button"
          className="button"
          disabled={props.page <= 1}
          onClick={() => props.onPage(props.page - 1)}
        >
          {t.table.previous}
        </button>
        <span className="pager-page">{format(t.table.page, { page: props.page, pages: number(pages) })}</span>
        <button
          type="button"
          className="button"
          disabled={props.page >= pages}
          onClick={() => props.onPage(props.page + 1)}
        >
          {t.table.next}
        </button>
      </div>
    </nav>
  );
}

/**
 * The pager of a list whose state lives in the URL (page, rows per page, sort): it writes the
 * change into the search parameters, which reloads the list through its loader.
 */
export function UrlPager<S extends string>({
  state,
  defaults,
  answer,
}: {
  state: TableState<S>;
  defaults: TableDefaults<S>;
  answer: { total: number; totalCapped: boolean; items: readonly unknown[] };
}) {
  const [params, setParams] = useSearchParams();
  return (
    <Pager
      page={state.page}
      perPage={state.perPage}
      total={answer.total}
      totalCapped={answer.totalCapped}
      shown={answer.items.length}
      onPage={(page) => setParams(writeTableState(params, { ...state, page }, defaults))}
      onPerPage={(perPage) => setParams(writeTableState(params, withPerPage(state, perPage), defaults))}
    />
  );
}

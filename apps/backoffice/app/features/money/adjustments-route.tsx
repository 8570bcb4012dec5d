import { ADJUSTMENT_STATUSES } from '@jeton/domain/backoffice';
import { type ClientLoaderFunctionArgs, Form, useLoaderData, useSearchParams } from 'react-router';
import { boCall } from '../../api/client.js';
import { loadWithSession } from '../../api/loader-guard.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { UrlPager } from '../../ui/pager.js';
import { RouteErrorView } from '../../ui/states.js';
import { AdjustmentsTable } from '../players/adjustments-table.js';
import { ANY_STATUS, LIST_TABLE, readPage, readStatus } from './list-params.js';

// The balance adjustments waiting for a second operator (oldest first), or any status.

function queryOf(params: URLSearchParams) {
  const status = readStatus(params, ADJUSTMENT_STATUSES, 'pending');
  return { ...readPage(params), ...(status ? { status } : {}) };
}

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const query = queryOf(new URL(request.url).searchParams);
  return loadWithSession(request, () => boCall('adjustments/list', query));
}

export default function AdjustmentsRoute() {
  const { t } = useI18n();
  const answer = useLoaderData<typeof clientLoader>();
  const [params] = useSearchParams();
  const query = queryOf(params);
  const state = { page: query.page, perPage: query.perPage, sort: LIST_TABLE.sort, order: LIST_TABLE.order };
  return (
    <section className="page">
      <div className="page-head">
        <h1>{t.adjust.queueTitle}</h1>
      </div>
      <Form method="get" className="filters">
        <div className="field">
          <label htmlFor="adjustment-status">{t.adjust.columns.status}</label>
          <select id="adjustment-status" name="status" defaultValue={params.get('status') ?? 'pending'}>
            <option value={ANY_STATUS}>{t.withdrawals.anyStatus}</option>
            {ADJUSTMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t.codes.adjustments[status]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-primary">
          {t.withdrawals.filter}
        </button>
      </Form>
      <AdjustmentsTable rows={answer.items} showPlayer />
      <UrlPager state={state} defaults={LIST_TABLE} answer={answer} />
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}

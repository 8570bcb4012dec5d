import { APPLICANT_STATUSES } from '@jeton/domain';
import type { KycApplicant } from '@jeton/domain/backoffice';
import {
  type ClientLoaderFunctionArgs,
  Form,
  Link,
  useLoaderData,
  useNavigation,
  useSearchParams,
} from 'react-router';
import { boCall } from '../../api/client.js';
import { loadWithSession } from '../../api/loader-guard.js';
import { formatDateTime } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { ExportButton } from '../../ui/export-button.js';
import { UrlPager } from '../../ui/pager.js';
import { RouteErrorView } from '../../ui/states.js';
import { ANY_STATUS, LIST_TABLE, readPage, readStatus } from '../money/list-params.js';

// The identity verification queue: applicants in review (oldest first) by default, any status on demand.

function queryOf(params: URLSearchParams) {
  const status = readStatus(params, APPLICANT_STATUSES, 'pending');
  return { ...readPage(params), ...(status ? { status } : {}) };
}

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const query = queryOf(new URL(request.url).searchParams);
  return loadWithSession(request, () => boCall('kyc/list', query));
}

export default function KycQueueRoute() {
  const { t, locale } = useI18n();
  const answer = useLoaderData<typeof clientLoader>();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const query = queryOf(params);
  const state = { page: query.page, perPage: query.perPage, sort: LIST_TABLE.sort, order: LIST_TABLE.order };
  const c = t.kyc.columns;
  const columns: Column<KycApplicant>[] = [
    {
      key: 'player',
      header: c.player,
      render: (a) => <Link to={`/kyc/${a.playerId}`}>{a.playerEmail ?? `#${a.playerId}`}</Link>,
    },
    {
      key: 'status',
      header: c.status,
      render: (a) => <span className={`badge badge-${a.status}`}>{t.codes.kyc[a.status]}</span>,
    },
    { key: 'attempt', header: c.attempt, align: 'end', render: (a) => a.attempt },
    { key: 'reason', header: c.reason, render: (a) => a.reason ?? '' },
    { key: 'provider', header: c.provider, render: (a) => a.provider },
    { key: 'updated', header: c.updatedAt, render: (a) => formatDateTime(a.updatedAt, locale) },
  ];
  return (
    <section className="page">
      <div className="page-head">
        <h1>{t.kyc.title}</h1>
        <ExportButton method="kyc/export" input={query.status ? { status: query.status } : {}} />
      </div>
      <Form method="get" className="filters">
        <div className="field">
          <label htmlFor="kyc-status">{t.kyc.status}</label>
          <select id="kyc-status" name="status" defaultValue={params.get('status') ?? 'pending'}>
            <option value={ANY_STATUS}>{t.kyc.anyStatus}</option>
            {APPLICANT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t.codes.kyc[status]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-primary">
          {t.kyc.filter}
        </button>
      </Form>
      <DataTable
        caption={t.kyc.title}
        rows={answer.items}
        rowKey={(a) => a.playerId}
        columns={columns}
        busy={navigation.state === 'loading'}
        emptyText={t.player.none}
        testId="kyc-queue"
      />
      <UrlPager state={state} defaults={LIST_TABLE} answer={answer} />
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}

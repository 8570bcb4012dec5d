import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditEntry } from '@jeton/domain/backoffice';
import {
  type ClientLoaderFunctionArgs,
  Form,
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
import { AUDIT_TABLE, readAuditFilters, readAuditSearch } from './audit-params.js';

// The audit log: every change an operator made, newest first, searchable.

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const search = readAuditSearch(new URL(request.url).searchParams);
  return loadWithSession(request, () => boCall('audit/search', search));
}

export default function AuditRoute() {
  const { t, locale } = useI18n();
  const answer = useLoaderData<typeof clientLoader>();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const filters = readAuditFilters(params);
  const search = readAuditSearch(params);
  const state = {
    page: search.page,
    perPage: search.perPage,
    sort: AUDIT_TABLE.sort,
    order: AUDIT_TABLE.order,
  };
  const a = t.audit;
  // The export takes the same filters as the list, without its page.
  const { page: _page, perPage: _perPage, ...exportFilters } = search;

  const columns: Column<AuditEntry>[] = [
    { key: 'at', header: a.columns.at, render: (e) => formatDateTime(e.at, locale) },
    { key: 'operator', header: a.columns.operator, render: (e) => e.operatorEmail },
    { key: 'action', header: a.columns.action, render: (e) => a.actions[e.action] },
    { key: 'target', header: a.columns.target, render: (e) => `${a.targets[e.targetType]} ${e.targetId}` },
    {
      key: 'changes',
      header: a.changes,
      render: (e) =>
        e.before == null && e.after == null ? null : (
          <details>
            <summary>{a.changes}</summary>
            <dl className="changes">
              <dt>{a.columns.before}</dt>
              <dd>
                <pre>{JSON.stringify(e.before, null, 2)}</pre>
              </dd>
              <dt>{a.columns.after}</dt>
              <dd>
                <pre>{JSON.stringify(e.after, null, 2)}</pre>
              </dd>
            </dl>
          </details>
        ),
    },
  ];

  return (
    <section className="page">
      <div className="page-head">
        <h1>{a.title}</h1>
        <ExportButton method="audit/export" input={exportFilters} />
      </div>
      <Form method="get" className="filters" role="search">
        <div className="field">
          <label htmlFor="audit-action">{a.action}</label>
          <select id="audit-action" name="action" defaultValue={filters.action ?? ''}>
            <option value="">{a.anyAction}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {a.actions[action]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="audit-target-type">{a.targetType}</label>
          <select id="audit-target-type" name="targetType" defaultValue={filters.targetType ?? ''}>
            <option value="">{a.anyTarget}</option>
            {AUDIT_TARGET_TYPES.map((type) => (
              <option key={type} value={type}>
                {a.targets[type]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="audit-target-id">{a.targetId}</label>
          <input id="audit-target-id" name="targetId" maxLength={64} defaultValue={filters.targetId ?? ''} />
        </div>
        <div className="field">
          <label htmlFor="audit-operator">{a.operator}</label>
          <input
            id="audit-operator"
            name="operatorId"
            inputMode="numeric"
            pattern="[0-9]*"
            defaultValue={filters.operatorId ?? ''}
          />
        </div>
        <div className="field">
          <label htmlFor="audit-from">{a.from}</label>
          <input id="audit-from" name="from" type="date" defaultValue={filters.from ?? ''} />
        </div>
        <div className="field">
          <label htmlFor="audit-to">{a.to}</label>
          <input id="audit-to" name="to" type="date" defaultValue={filters.to ?? ''} />
        </div>
        <button type="submit" className="button button-primary">
          {a.filter}
        </button>
      </Form>
      <DataTable
        caption={a.title}
        columns={columns}
        rows={answer.items}
        rowKey={(e) => e.id}
        busy={navigation.state === 'loading'}
        testId="audit-table"
      />
      <UrlPager state={state} defaults={AUDIT_TABLE} answer={answer} />
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}

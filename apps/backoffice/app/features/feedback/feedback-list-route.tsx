import { SUPPORT_TOPICS, type SupportTopic } from '@jeton/domain';
import { FEEDBACK_STATES, type FeedbackItem } from '@jeton/domain/backoffice';
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

// The feedback inbox: messages of the support page's form, those still to handle first by default,
// newest first; by topic and state on demand.

function queryOf(params: URLSearchParams) {
  const state = readStatus(params, FEEDBACK_STATES, 'open');
  const topic = params.get('topic');
  return {
    ...readPage(params),
    ...(state ? { state } : {}),
    ...(SUPPORT_TOPICS.includes(topic as SupportTopic) ? { topic: topic as SupportTopic } : {}),
  };
}

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const query = queryOf(new URL(request.url).searchParams);
  return loadWithSession(request, () => boCall('feedback/list', query));
}

export default function FeedbackListRoute() {
  const { t, locale } = useI18n();
  const answer = useLoaderData<typeof clientLoader>();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const query = queryOf(params);
  const { page, perPage, ...filter } = query;
  const state = { page, perPage, sort: LIST_TABLE.sort, order: LIST_TABLE.order };
  const f = t.feedback;
  const columns: Column<FeedbackItem>[] = [
    {
      key: 'reference',
      header: f.columns.reference,
      render: (item) => <Link to={`/feedback/${item.id}`}>{item.reference}</Link>,
    },
    { key: 'received', header: f.columns.received, render: (item) => formatDateTime(item.createdAt, locale) },
    { key: 'from', header: f.columns.from, render: (item) => item.email },
    { key: 'topic', header: f.columns.topic, render: (item) => f.topics[item.topic] },
    { key: 'message', header: f.columns.message, render: (item) => item.excerpt },
    {
      key: 'state',
      header: f.columns.state,
      render: (item) => (
        <span className={`badge badge-${item.handledAt ? 'active' : 'pending'}`}>
          {item.handledAt ? f.states.handled : f.states.open}
        </span>
      ),
    },
  ];
  return (
    <section className="page">
      <div className="page-head">
        <h1>{f.title}</h1>
        <ExportButton method="feedback/export" input={filter} />
      </div>
      <p className="muted">{f.intro}</p>
      <Form method="get" className="filters">
        <div className="field">
          <label htmlFor="feedback-state">{f.state}</label>
          <select id="feedback-state" name="status" defaultValue={params.get('status') ?? 'open'}>
            <option value={ANY_STATUS}>{f.anyState}</option>
            {FEEDBACK_STATES.map((value) => (
              <option key={value} value={value}>
                {f.states[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="feedback-topic">{f.topic}</label>
          <select id="feedback-topic" name="topic" defaultValue={params.get('topic') ?? ''}>
            <option value="">{f.anyTopic}</option>
            {SUPPORT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {f.topics[topic]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-primary">
          {f.filter}
        </button>
      </Form>
      <DataTable
        caption={f.title}
        rows={answer.items}
        rowKey={(item) => item.id}
        columns={columns}
        busy={navigation.state === 'loading'}
        emptyText={f.none}
        testId="feedback-list"
      />
      <UrlPager state={state} defaults={LIST_TABLE} answer={answer} />
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}

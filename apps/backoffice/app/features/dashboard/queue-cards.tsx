import type { DashboardQueue, DashboardQueueName, DashboardQueues } from '@jeton/domain/backoffice';
import { Link } from 'react-router';
import { formatDateTime } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';

/** Where each queue is worked: its screen, which lists what waits by default. */
const QUEUE_SCREENS: Record<DashboardQueueName, string> = {
  withdrawals: '/withdrawals',
  kyc: '/kyc',
  adjustments: '/adjustments',
  chats: '/chat',
  feedback: '/feedback',
};

const ORDER: readonly DashboardQueueName[] = ['withdrawals', 'kyc', 'adjustments', 'chats', 'feedback'];

/** The queues the operator works, with how many wait and since when; a link to each. */
export function QueueCards({ queues }: { queues: DashboardQueues }) {
  const { t } = useI18n();
  const shown = ORDER.flatMap((name) => {
    const queue = queues[name];
    return queue ? [[name, queue] as const] : [];
  });
  if (shown.length === 0) return null;
  return (
    <section className="dashboard-section" aria-labelledby="dashboard-queues">
      <h2 id="dashboard-queues">{t.dashboard.queues.title}</h2>
      <ul className="dashboard-cards">
        {shown.map(([name, queue]) => (
          <li key={name}>
            <QueueCard name={name} queue={queue} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function QueueCard({ name, queue }: { name: DashboardQueueName; queue: DashboardQueue }) {
  const { t, format, locale } = useI18n();
  const waiting = queue.count > 0;
  return (
    <Link
      to={QUEUE_SCREENS[name]}
      className={waiting ? 'dashboard-card dashboard-card-waiting' : 'dashboard-card'}
    >
      <span className="dashboard-figure">
        {queue.count.toLocaleString(locale === 'fr' ? 'fr-FR' : 'en-GB')}
      </span>
      <span className="dashboard-label">{t.dashboard.queues[name]}</span>
      <span className="dashboard-detail">
        {queue.oldestAt
          ? format(t.dashboard.queues.oldest, { time: formatDateTime(queue.oldestAt, locale) })
          : t.dashboard.queues.none}
      </span>
    </Link>
  );
}

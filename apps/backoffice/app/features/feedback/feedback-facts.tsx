import type { BackofficeAnswer } from '@jeton/domain/backoffice';
import { Link } from 'react-router';
import { formatDateTime } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';

/** Who sent a feedback message, about what, in which language, when, and who handled it. */
export function FeedbackFacts({ feedback }: { feedback: BackofficeAnswer<'feedback/get'> }) {
  const { t, format, locale } = useI18n();
  const f = t.feedback;
  return (
    <section className="card">
      <dl className="facts">
        <div>
          <dt>{f.from}</dt>
          <dd>
            {feedback.email} ·{' '}
            {feedback.playerId === null ? (
              f.guest
            ) : (
              <Link to={`/players/${feedback.playerId}`}>{format(f.player, { id: feedback.playerId })}</Link>
            )}
          </dd>
        </div>
        <div>
          <dt>{f.topic}</dt>
          <dd>{f.topics[feedback.topic]}</dd>
        </div>
        <div>
          <dt>{f.language}</dt>
          <dd>{t.locales[feedback.locale as 'en' | 'fr'] ?? feedback.locale}</dd>
        </div>
        <div>
          <dt>{f.received}</dt>
          <dd>{formatDateTime(feedback.createdAt, locale)}</dd>
        </div>
        {feedback.handledAt ? (
          <div>
            <dt>{f.state}</dt>
            <dd>
              {format(f.handledBy, {
                name: feedback.handledBy ?? '—',
                when: formatDateTime(feedback.handledAt, locale),
              })}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

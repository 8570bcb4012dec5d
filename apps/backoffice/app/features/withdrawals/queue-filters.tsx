import { PAYMENT_STATUSES } from '@jeton/domain/backoffice';
import { Form, useSearchParams } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.js';
import { ALL_STATUSES, type readQueueFilters } from './queue-params.js';

/** The queue's filters: a status (pending by default) and a player. */
export function QueueFilters({ filters }: { filters: ReturnType<typeof readQueueFilters> }) {
  const { t } = useI18n();
  const [params] = useSearchParams();
  return (
    <Form method="get" className="filters">
      <div className="field">
        <label htmlFor="withdrawal-status">{t.withdrawals.status}</label>
        <select id="withdrawal-status" name="status" defaultValue={params.get('status') ?? 'pending'}>
          <option value={ALL_STATUSES}>{t.withdrawals.anyStatus}</option>
          {PAYMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t.withdrawals.statuses[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="withdrawal-player">{t.withdrawals.player}</label>
        <input
          id="withdrawal-player"
          name="playerId"
          inputMode="numeric"
          pattern="[0-9]*"
          defaultValue={filters.playerId ?? ''}
        />
      </div>
      <button type="submit" className="button button-primary">
        {t.withdrawals.filter}
      </button>
    </Form>
  );
}

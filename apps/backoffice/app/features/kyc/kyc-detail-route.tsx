import type { KycManualDecision } from '@jeton/domain/backoffice';
import { useState } from 'react';
import { type ClientLoaderFunctionArgs, data, Link, useLoaderData } from 'react-router';
import { boCall } from '../../api/client.js';
import { loadWithSession } from '../../api/loader-guard.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { RouteErrorView } from '../../ui/states.js';
import { usePermission } from '../auth/operator.js';
import { KycDecisionDialog } from './kyc-decision-dialog.js';
import { KycApplicantCard, KycDocumentsSection, KycEventsSection } from './kyc-sections.js';

// One player's verification: the provider's state and decisions received, the documents (fetched
// through the server, never from the provider directly), and an operator's decision with a reason.

export async function clientLoader({ request, params }: ClientLoaderFunctionArgs) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  return loadWithSession(request, async () => ({ id, ...(await boCall('kyc/get', { id })) }));
}

export default function KycDetailRoute() {
  const { t, format } = useI18n();
  const { id, applicant, documents, events } = useLoaderData<typeof clientLoader>();
  const mayDecide = usePermission('kyc.decide');
  const [deciding, setDeciding] = useState<KycManualDecision | null>(null);

  const decidable = applicant !== null && applicant.status !== 'approved';
  return (
    <section className="page">
      <p>
        <Link to="/kyc">← {t.kyc.back}</Link> · <Link to={`/players/${id}`}>{t.kyc.playerPage}</Link>
      </p>
      <div className="page-head">
        <h1>
          {format(t.kyc.detailTitle, { id })}{' '}
          {applicant ? (
            <span className={`badge badge-${applicant.status}`}>{t.codes.kyc[applicant.status]}</span>
          ) : null}
        </h1>
      </div>
      {applicant === null ? (
        <p className="muted">{t.kyc.notStarted}</p>
      ) : (
        <>
          {mayDecide && decidable ? (
            <section className="actions" aria-label={t.player.actions}>
              <button type="button" className="button button-primary" onClick={() => setDeciding('approved')}>
                {t.kyc.approve}
              </button>
              {applicant.status !== 'rejected' ? (
                <button
                  type="button"
                  className="button button-danger"
                  onClick={() => setDeciding('rejected')}
                >
                  {t.kyc.reject}
                </button>
              ) : null}
            </section>
          ) : null}
          <KycApplicantCard applicant={applicant} />
          <KycDocumentsSection id={id} documents={documents} />
          <KycEventsSection events={events} />
        </>
      )}
      {deciding ? <KycDecisionDialog id={id} deciding={deciding} onClose={() => setDeciding(null)} /> : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}

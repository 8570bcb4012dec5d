import { type KycDocument, type KycManualDecision, reasonField } from '@jeton/domain/backoffice';
import { useState } from 'react';
import { type ClientLoaderFunctionArgs, data, Link, useLoaderData, useRevalidator } from 'react-router';
import { boCall, boDownload } from '../../api/client.js';
import { loadWithSession } from '../../api/loader-guard.js';
import { describeFailure, useFailureHandler } from '../../api/use-failure-handler.js';
import { formatDateTime } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { ActionDialog } from '../../ui/action-dialog.js';
import { DataTable } from '../../ui/data-table.js';
import { saveBlob } from '../../ui/save-blob.js';
import { RouteErrorView } from '../../ui/states.js';
import { useToast } from '../../ui/toast.js';
import { usePermission } from '../auth/operator.js';

// One player's verification: the provider's state and decisions received, the documents (fetched
// through the server, never from the provider directly), and an operator's decision with a reason.

export async function clientLoader({ request, params }: ClientLoaderFunctionArgs) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  return loadWithSession(request, async () => ({ id, ...(await boCall('kyc/get', { id })) }));
}

export default function KycDetailRoute() {
  const { t, format, locale } = useI18n();
  const { id, applicant, documents, events } = useLoaderData<typeof clientLoader>();
  const mayDecide = usePermission('kyc.decide');
  const toast = useToast();
  const revalidator = useRevalidator();
  const onFailure = useFailureHandler();
  const [deciding, setDeciding] = useState<KycManualDecision | null>(null);
  const when = (iso: string | null) => formatDateTime(iso, locale);
  const dc = t.kyc.documentColumns;

  async function download(document: KycDocument) {
    try {
      const file = await boDownload('kyc/document', { id, documentId: document.id });
      saveBlob(file.blob, document.name);
    } catch (error) {
      onFailure(error);
    }
  }

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
          <section className="card">
            <h2>{t.kyc.applicant}</h2>
            <dl className="facts">
              {(
                [
                  [t.kyc.columns.provider, `${applicant.provider} · ${applicant.applicantId}`],
                  [t.kyc.columns.attempt, applicant.attempt],
                  [t.kyc.columns.reason, applicant.reason ?? '—'],
                  [t.kyc.columns.updatedAt, when(applicant.updatedAt)],
                ] as const
              ).map(([term, value]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className="section">
            <h2>{t.kyc.documents}</h2>
            <DataTable
              caption={t.kyc.documents}
              rows={documents}
              rowKey={(d) => d.id}
              emptyText={t.player.none}
              testId="kyc-documents"
              columns={[
                {
                  key: 'type',
                  header: dc.type,
                  render: (d) =>
                    (t.codes.documents as Record<string, string>)[d.documentType] ?? d.documentType,
                },
                {
                  key: 'name',
                  header: dc.name,
                  render: (d) => (
                    <button type="button" className="link-button" onClick={() => download(d)}>
                      {format(t.kyc.download, { name: d.name })}
                    </button>
                  ),
                },
                {
                  key: 'size',
                  header: dc.size,
                  align: 'end',
                  render: (d) =>
                    format(t.kyc.kb, {
                      size: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(
                        d.sizeBytes / 1024,
                      ),
                    }),
                },
                { key: 'attempt', header: dc.attempt, align: 'end', render: (d) => d.attempt },
                { key: 'at', header: dc.at, render: (d) => when(d.createdAt) },
              ]}
            />
          </section>
          <section className="section">
            <h2>{t.kyc.events}</h2>
            <DataTable
              caption={t.kyc.events}
              rows={events}
              rowKey={(e) => e.eventId}
              emptyText={t.player.none}
              columns={[
                { key: 'id', header: t.kyc.eventColumns.id, render: (e) => e.eventId },
                {
                  key: 'outcome',
                  header: t.kyc.eventColumns.outcome,
                  render: (e) => (t.kyc.outcomes as Record<string, string>)[e.outcome] ?? e.outcome,
                },
                { key: 'at', header: t.kyc.eventColumns.at, render: (e) => when(e.receivedAt) },
              ]}
            />
          </section>
        </>
      )}
      {deciding ? (
        <ActionDialog
          title={format(deciding === 'approved' ? t.kyc.approveTitle : t.kyc.rejectTitle, { id })}
          text={deciding === 'approved' ? t.kyc.approveText : t.kyc.rejectText}
          confirmLabel={deciding === 'approved' ? t.kyc.approve : t.kyc.reject}
          tone={deciding === 'approved' ? 'primary' : 'danger'}
          field={{ label: t.player.reason, hint: t.player.reasonHint, rule: reasonField, maxLength: 500 }}
          describeError={(error) => describeFailure(error, t)}
          onClose={() => setDeciding(null)}
          onConfirm={async (reason) => {
            await boCall('kyc/decide', { id, decision: deciding, reason });
            setDeciding(null);
            toast(format(t.kyc.decided, { id }));
            await revalidator.revalidate();
          }}
        />
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}

import type { BackofficeAnswer, KycDocument } from '@jeton/domain/backoffice';
import { boDownload } from '../../api/client.js';
import { useFailureHandler } from '../../api/use-failure-handler.js';
import { formatDateTime } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { DataTable } from '../../ui/data-table.js';
import { saveBlob } from '../../ui/save-blob.js';

// The parts of a player's verification page.

type KycDetail = BackofficeAnswer<'kyc/get'>;

/** The provider's applicant: who, which attempt, why, when. */
export function KycApplicantCard({ applicant }: { applicant: NonNullable<KycDetail['applicant']> }) {
  const { t, locale } = useI18n();
  const when = (iso: string | null) => formatDateTime(iso, locale);
  return (
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
  );
}

/** The documents, each downloaded through the server. */
export function KycDocumentsSection({ id, documents }: { id: number; documents: KycDetail['documents'] }) {
  const { t, format, locale } = useI18n();
  const onFailure = useFailureHandler();
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

  return (
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
            render: (d) => (t.codes.documents as Record<string, string>)[d.documentType] ?? d.documentType,
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
                size: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(d.sizeBytes / 1024),
              }),
          },
          { key: 'attempt', header: dc.attempt, align: 'end', render: (d) => d.attempt },
          { key: 'at', header: dc.at, render: (d) => when(d.createdAt) },
        ]}
      />
    </section>
  );
}

/** The provider's decisions received. */
export function KycEventsSection({ events }: { events: KycDetail['events'] }) {
  const { t, locale } = useI18n();
  const when = (iso: string | null) => formatDateTime(iso, locale);
  return (
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
  );
}

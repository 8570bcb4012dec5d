import { useState } from 'react';
import { type ClientLoaderFunctionArgs, data, Link, useLoaderData, useRevalidator } from 'react-router';
import { boCall, boDownload } from '../../api/client.js';
import { loadWithSession } from '../../api/loader-guard.js';
import { useFailureHandler } from '../../api/use-failure-handler.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { saveBlob } from '../../ui/save-blob.js';
import { RouteErrorView } from '../../ui/states.js';
import { useToast } from '../../ui/toast.js';
import { usePermission } from '../auth/operator.js';
import { FeedbackFacts } from './feedback-facts.js';

// One feedback message: who sent it, about what, the whole text and its attachment (downloaded
// through the server), a mail link to answer, and the handled mark.

export async function clientLoader({ request, params }: ClientLoaderFunctionArgs) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  return loadWithSession(request, () => boCall('feedback/get', { id }));
}

export default function FeedbackDetailRoute() {
  const { t, format, locale } = useI18n();
  const feedback = useLoaderData<typeof clientLoader>();
  const mayHandle = usePermission('feedback.handle');
  const toast = useToast();
  const revalidator = useRevalidator();
  const onFailure = useFailureHandler();
  const [busy, setBusy] = useState(false);
  const f = t.feedback;
  const size = (bytes: number) =>
    format(f.kb, { size: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1024) });

  async function download() {
    try {
      const file = await boDownload('feedback/attachment', { id: feedback.id });
      saveBlob(file.blob, feedback.attachmentName ?? file.filename);
    } catch (error) {
      onFailure(error);
    }
  }

  async function setHandled(handled: boolean) {
    setBusy(true);
    try {
      await boCall('feedback/setHandled', { id: feedback.id, handled });
      toast(format(handled ? f.handled : f.reopened, { reference: feedback.reference }));
      await revalidator.revalidate();
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(false);
    }
  }

  const subject = `${feedback.reference}: ${f.topics[feedback.topic]}`;
  return (
    <section className="page">
      <p>
        <Link to="/feedback">← {f.back}</Link>
      </p>
      <div className="page-head">
        <h1>
          {format(f.detailTitle, { reference: feedback.reference })}{' '}
          <span className={`badge badge-${feedback.handledAt ? 'active' : 'pending'}`}>
            {feedback.handledAt ? f.states.handled : f.states.open}
          </span>
        </h1>
      </div>
      <section className="actions" aria-label={t.player.actions}>
        <a
          className="button button-secondary"
          href={`mailto:${feedback.email}?subject=${encodeURIComponent(subject)}`}
        >
          {f.answer}
        </a>
        {mayHandle ? (
          <button
            type="button"
            className={feedback.handledAt ? 'button button-secondary' : 'button button-primary'}
            disabled={busy}
            onClick={() => setHandled(!feedback.handledAt)}
          >
            {feedback.handledAt ? f.reopen : f.markHandled}
          </button>
        ) : null}
      </section>
      <FeedbackFacts feedback={feedback} />
      <section className="section">
        <h2>{f.message}</h2>
        <p className="note-text">{feedback.message}</p>
      </section>
      <section className="section">
        <h2>{f.attachment}</h2>
        {feedback.attachmentName && feedback.attachmentBytes !== null ? (
          <button type="button" className="link-button" onClick={download}>
            {format(f.download, { name: feedback.attachmentName, size: size(feedback.attachmentBytes) })}
          </button>
        ) : (
          <p className="muted">{f.noAttachment}</p>
        )}
      </section>
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}

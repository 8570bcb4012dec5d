import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router';
import { failureKind } from '../api/errors.js';
import { useI18n } from '../i18n/i18n-context.js';

export function Loading() {
  const { t } = useI18n();
  return (
    <p className="state state-loading" aria-live="polite">
      {t.app.loading}
    </p>
  );
}

export function Empty({ text }: { text: string }) {
  return <p className="state state-empty">{text}</p>;
}

/** A route's error boundary: refused, not found, or failed, with a way forward. */
export function RouteErrorView() {
  const { t } = useI18n();
  const error = useRouteError();
  const revalidator = useRevalidator();
  const notFound = isRouteErrorResponse(error) ? error.status === 404 : failureKind(error) === 'notFound';
  const denied = failureKind(error) === 'denied';
  const [title, text] = notFound
    ? [t.states.notFound, t.states.notFoundText]
    : denied
      ? [t.states.denied, t.states.deniedText]
      : [t.states.error, t.states.errorText];
  return (
    <section className="state state-error" role="alert">
      <h1>{title}</h1>
      <p>{text}</p>
      <div className="state-actions">
        {!notFound && !denied ? (
          <button type="button" className="button" onClick={() => revalidator.revalidate()}>
            {t.states.retry}
          </button>
        ) : null}
        <Link className="button" to="/">
          {t.states.backHome}
        </Link>
      </div>
    </section>
  );
}

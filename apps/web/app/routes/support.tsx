import { useRevalidator } from 'react-router';
import { getSupportSettings } from '../api/support.js';
import { FeedbackForm } from '../features/support/feedback-form.js';
import { openChatWidget } from '../features/support/open-chat.js';
import { useI18n } from '../i18n/hooks.js';
import { localeFromPath } from '../i18n/locale.js';
import { metaMessages, pageMeta } from '../seo/page-meta.js';
import { Icon } from '../ui/icons.js';
import { PageHeader } from '../ui/page-header.js';
import type { Route } from './+types/support';
import '../features/support/support.css';

// /support: the feedback form and the way into the live chat (issue 16, item 1).

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  try {
    return {
      settings: await getSupportSettings({
        request,
        origin: context.apiOrigin,
        fetch: context.apiFetch,
        locale,
      }),
    };
  } catch (error) {
    console.error('support/getsettings failed', error);
    return { settings: null };
  }
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, metaMessages(args).pages.support);
}

export default function Support({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const page = t.pages.support;
  const texts = t.support;
  const revalidator = useRevalidator();
  const { settings } = loaderData;
  return (
    <div className="page">
      <PageHeader title={page.title} description={page.description} breadcrumb={[{ label: page.title }]} />
      {settings === null ? (
        <div className="support-card" role="alert">
          <p>{texts.form.loadFailed}</p>
          <button type="button" className="button button-secondary" onClick={() => revalidator.revalidate()}>
            {texts.form.retry}
          </button>
        </div>
      ) : (
        <div className="support-layout">
          <FeedbackForm settings={settings} />
          <section className="support-card support-chat-card" aria-labelledby="support-chat-title">
            <h2 id="support-chat-title" className="support-card-title">
              <Icon name="support" size={22} /> {texts.chatCard.title}
            </h2>
            <p className="support-muted">
              {settings.chat.operators_on_duty ? texts.chatCard.online : texts.chatCard.offline}
            </p>
            <button type="button" className="button button-primary" onClick={openChatWidget}>
              {texts.chatCard.open}
            </button>
          </section>
        </div>
      )}
    </div>
  );
}

import { isLoggedIn } from '@jeton/domain';
import { getAccountInfo } from '../api/account.js';
import { useMessages } from '../i18n/hooks.js';
import { localeFromPath, messagesFor } from '../i18n/locale.js';
import { format } from '../i18n/messages.js';
import type { Route } from './+types/home.js';

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  try {
    const account = await getAccountInfo({ request, origin: context.apiOrigin, locale });
    return { login: isLoggedIn(account) ? account.login : null };
  } catch (error) {
    // The home page must render even when the API does not answer: show the guest state.
    console.error('home: account/getInfo failed', error);
    return { login: null };
  }
}

export function meta({ location }: Route.MetaArgs) {
  const t = messagesFor(localeFromPath(location.pathname));
  return [{ title: t.meta.title }, { name: 'description', content: t.meta.description }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useMessages();
  return (
    <section className="hero">
      <h1>{t.home.heading}</h1>
      <p className="hero-tagline">{t.home.tagline}</p>
      {loaderData.login ? (
        <p className="hero-welcome">{format(t.home.welcome, { login: loaderData.login })}</p>
      ) : (
        <div className="hero-cta">
          <p>{t.home.guestPrompt}</p>
          {/* Inert for now: the authorization and registration dialogs come with the auth feature. */}
          <div className="hero-actions">
            <button type="button" className="button button-secondary">
              {t.home.login}
            </button>
            <button type="button" className="button button-primary">
              {t.home.register}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

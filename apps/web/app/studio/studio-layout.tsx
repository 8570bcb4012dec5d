import { Outlet, useSearchParams } from 'react-router';
import { useAnnounceActivity } from '../features/inactivity/use-announce-activity.js';
import type { Route } from './+types/studio-layout';
import { loadFirstView, type StudioLayoutData } from './shell/first-view.js';
import { studioLocale, studioMessagesFor } from './shell/studio-locale.js';

export async function loader({ request, context }: Route.LoaderArgs): Promise<StudioLayoutData> {
  return { firstView: await loadFirstView(request, context) };
}

/** Read once: after that the client keeps the session and history itself (use-studio.ts). */
export const shouldRevalidate = () => false;

/** The game clients are framed pages: no robots, and the title says which studio answers. */
export function meta({ location }: Route.MetaArgs) {
  const locale = studioLocale(new URLSearchParams(location.search));
  return [
    { title: studioMessagesFor(locale).documentTitle },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

/** The root renders this layout bare: no site header, chat or popups inside the game frame. */
export const handle = { bare: true };

/** The empty layout of the game clients (decision 0013): their locale comes from the launch query. */
export default function StudioLayout() {
  const [search] = useSearchParams();
  useAnnounceActivity();
  return (
    <div lang={studioLocale(search)}>
      <Outlet />
    </div>
  );
}

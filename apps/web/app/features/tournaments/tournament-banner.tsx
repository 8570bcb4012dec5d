import { safeImageUrl } from '../campaign/campaign-links.js';

/**
 * A tournament's picture (the spec's `image_url`, set on the back office's Tournaments screen):
 * decorative, since the title says what it is; nothing when there is none or it is not the site's
 * own or an https address. Sized in the page before it loads (640 × 240), so nothing shifts.
 */
export function TournamentBanner({ url, hero = false }: { url: string; hero?: boolean }) {
  const src = safeImageUrl(url);
  if (!src) return null;
  return (
    <img
      className={hero ? 'tournament-banner tournament-banner-hero' : 'tournament-banner'}
      src={src}
      alt=""
      width={640}
      height={240}
      loading={hero ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

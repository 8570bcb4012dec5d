import { FRAUD_CHECK_DELAY_MS, MARKETING_PARAMS, normalizeTrackId, TRACKING_HIT_PATH } from '@jeton/domain';
import { useEffect } from 'react';
import { useRootData } from '../../session/root-data.js';
import { deviceSession } from '../marketing/device-session.js';

// Spec section 7: at start the page loads the tracking image with its referrer and marketing query
// (a track_id `td_x` rewritten to `x`); when the fraud check is on (general info is_seon_enabled),
// a fraud-check hit with the browser's device session follows 3 s later (section 9).

/** The tracking image's address for this visit. */
export function visitHitUrl(search: string, referrer: string): string {
  const query = new URLSearchParams();
  const given = new URLSearchParams(search);
  for (const name of MARKETING_PARAMS) {
    const value = given.getAll(name).at(-1)?.trim();
    if (value) query.set(name, name === 'track_id' ? normalizeTrackId(value) : value);
  }
  if (referrer) query.set('referer', referrer);
  return `${TRACKING_HIT_PATH}?${query}`;
}

export function fraudCheckHitUrl(session: string): string {
  return `${TRACKING_HIT_PATH}?${new URLSearchParams({ kind: 'fraud-check', seon_session: session })}`;
}

/** Loads an image without putting it in the page. */
function hit(url: string): void {
  new Image(1, 1).src = url;
}

/** Once per page load, in the browser. */
export function useTrackingHits(): void {
  const seonEnabled = useRootData()?.general?.is_seon_enabled === true;
  useEffect(() => {
    hit(visitHitUrl(window.location.search, document.referrer));
  }, []);
  useEffect(() => {
    if (!seonEnabled) return;
    const timer = window.setTimeout(() => {
      const session = deviceSession();
      if (session) hit(fraudCheckHitUrl(session));
    }, FRAUD_CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [seonEnabled]);
}

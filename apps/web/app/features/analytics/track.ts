import { reportEvent } from './report-event.js';

// Analytics events go onto the standard tag-manager queue, `window.dataLayer`: whatever tag manager
// the operator loads reads them from there, and end-to-end tests can too.

export interface AnalyticsEvent {
  event: string;
  [key: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes an event onto `window.dataLayer`, creating the queue when no tag manager made it yet. */
export function trackEvent(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push(event);
  reportEvent(event);
}

/** Spec section 8: every log-in error sends an event carrying its code. */
export function trackLoginError(errorCode: string): void {
  trackEvent({ event: 'login_error', error_code: errorCode });
}

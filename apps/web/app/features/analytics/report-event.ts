import { apiCall } from '../../api/client.js';

/** An event as the data layer takes it (track.ts). */
interface AnalyticsEvent {
  event: string;
  [key: string]: unknown;
}

/** The event's parameters that events.handle takes: plain values only, at most 30. */
export function eventParamsOf(event: AnalyticsEvent): Record<string, string | number | boolean | null> {
  const params: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(event)) {
    if (key === 'event' || Object.keys(params).length >= 30) continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      params[key] = value as string | number | boolean | null;
    }
  }
  return params;
}

/**
 * Sends an analytics event to the server too (spec section 7, events.handle), for the operator's
 * own reports. Best effort: a lost event is never the player's problem.
 */
export function reportEvent(event: AnalyticsEvent): void {
  if (typeof document === 'undefined') return;
  apiCall('events', 'handle', {
    event_name: event.event,
    event_params: JSON.stringify(eventParamsOf(event)),
  }).catch(() => {});
}

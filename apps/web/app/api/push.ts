import { type ApiCallOptions, apiCall } from './client.js';

// push: web-push subscriptions of the player's notices (PWA).

export function getPushSettings(endpoint: string | undefined, options: ApiCallOptions = {}) {
  return apiCall('push', 'getsettings', endpoint ? { endpoint } : {}, options);
}

export function savePushSubscription(
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  options: ApiCallOptions = {},
) {
  return apiCall('push', 'subscribe', subscription, { ...options, httpMethod: 'POST' });
}

export function deletePushSubscription(endpoint: string, options: ApiCallOptions = {}) {
  return apiCall('push', 'unsubscribe', { endpoint }, { ...options, httpMethod: 'POST' });
}

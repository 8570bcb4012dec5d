/**
 * The browsers' push services. The server sends requests to the endpoint a player hands it, so
 * only these hosts are accepted: an endpoint elsewhere would have the server call any address.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge, Opera, Samsung Internet
  'updates.push.services.mozilla.com', // Firefox
  'web.push.apple.com', // Safari
  '.notify.windows.com', // Edge on Windows (WNS), any region
] as const;

/** Whether a subscription's endpoint is an https URL of a known push service. */
export function isPushServiceEndpoint(
  endpoint: string,
  hosts: readonly string[] = PUSH_SERVICE_HOSTS,
): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  return hosts.some((host) => (host.startsWith('.') ? url.hostname.endsWith(host) : url.hostname === host));
}

import type { LocaleCode } from '@jeton/domain';
import { deletePushSubscription, getPushSettings, savePushSubscription } from '../../api/push.js';
import { SERVICE_WORKER_URL } from './service-worker.js';

// The browser's side of web push: the permission, the PushManager subscription made with the
// server's VAPID key, and the server told of it (or of its end).

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The service worker's registration, made now if the page's own attempt has not happened yet. */
async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  return navigator.serviceWorker.ready;
}

/** Whether this browser receives the player's notices now. */
export async function currentPushState(locale: LocaleCode): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  // No worker yet (its first visit): nothing is subscribed.
  const existing = await navigator.serviceWorker.getRegistration('/');
  const subscription = existing ? await existing.pushManager.getSubscription() : null;
  if (!subscription || Notification.permission !== 'granted') return 'off';
  const settings = await getPushSettings(subscription.endpoint, { locale });
  return settings.subscribed ? 'on' : 'off';
}

/** Asks the permission (the browser's own prompt), subscribes and tells the server. */
export async function turnPushOn(locale: LocaleCode): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const { public_key: publicKey } = await getPushSettings(undefined, { locale });
  const manager = (await registration()).pushManager;
  const subscription =
    (await manager.getSubscription()) ??
    (await manager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlBytes(publicKey) }));
  const json = subscription.toJSON();
  await savePushSubscription(
    {
      endpoint: subscription.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
    { locale },
  );
  return 'on';
}

/** Tells the server first (so no notice follows), then ends the browser's subscription. */
export async function turnPushOff(locale: LocaleCode): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const subscription = await (await registration()).pushManager.getSubscription();
  if (subscription) {
    await deletePushSubscription(subscription.endpoint, { locale });
    await subscription.unsubscribe();
  }
  return 'off';
}

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replaceAll('-', '+')
    .replaceAll('_', '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

import { useEffect } from 'react';

/** The service worker's script (apps/web/public/sw.js): the offline page and web push. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Registers the service worker once the page has loaded, where the browser has them. */
export function useServiceWorker(): void {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
      // No offline page and no push then; the site itself works the same.
      console.warn('service worker: not registered', error);
    });
  }, []);
}

import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { getUnreadCount } from '../../api/records.js';

// The header's unread count. Spec section 4: notices are fetched on the first user interaction
// (click, double click, touch; a key press too, for keyboard users) and on every route path change.
// The notifications page sets it after marking notices read, so the badge follows at once.

let unread: number | null = null;
const listeners = new Set<() => void>();

export const unreadNotices = {
  get: () => unread,
  set(count: number | null) {
    unread = count;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

async function refresh(): Promise<void> {
  try {
    unreadNotices.set(await getUnreadCount());
  } catch {
    // Spec section 8: a failed notices load is only logged; the badge keeps what it showed.
    console.warn('The unread notices count could not be loaded');
  }
}

const FIRST_INTERACTION = ['click', 'dblclick', 'touchstart', 'keydown'] as const;

/** The player's unread count, kept fresh as the spec says; null until first known. */
export function useUnreadNotices(enabled: boolean): number | null {
  const { pathname } = useLocation();
  const count = useSyncExternalStore(unreadNotices.subscribe, unreadNotices.get, () => null);

  useEffect(() => {
    if (!enabled) {
      unreadNotices.set(null);
      return;
    }
    const once = () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, once, true);
      void refresh();
    };
    for (const type of FIRST_INTERACTION)
      window.addEventListener(type, once, { capture: true, passive: true });
    return () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, once, true);
    };
  }, [enabled]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is the reason to fetch again
  useEffect(() => {
    if (enabled && unreadNotices.get() !== null) void refresh();
  }, [pathname, enabled]);

  return enabled ? count : null;
}

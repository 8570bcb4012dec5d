import { useSyncExternalStore } from 'react';

// The live chat's unread count, shared by the floating launcher (which follows the conversation)
// and the phone menu's chat entry and menu button (decision 0081): phones show no floating badge.

let unread = 0;
const listeners = new Set<() => void>();

export const chatUnread = {
  get: () => unread,
  set(count: number) {
    if (count === unread) return;
    unread = count;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The chat's unread count: 0 on the server and until the widget has read the conversation. */
export function useChatUnread(): number {
  return useSyncExternalStore(chatUnread.subscribe, chatUnread.get, () => 0);
}

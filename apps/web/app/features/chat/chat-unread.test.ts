import { describe, expect, it } from 'vitest';
import { chatShownOn } from './chat-shown.js';
import { chatUnread } from './chat-unread.js';

describe('the chat unread store (decision 0081)', () => {
  it('tells its listeners of a new count, once per change', () => {
    const seen: number[] = [];
    const stop = chatUnread.subscribe(() => seen.push(chatUnread.get()));
    chatUnread.set(2);
    chatUnread.set(2);
    chatUnread.set(0);
    stop();
    chatUnread.set(5);
    expect(seen).toEqual([2, 0]);
    chatUnread.set(0);
  });
});

describe('chatShownOn', () => {
  it('is false on betting and game pages, in either language, and true elsewhere', () => {
    expect(
      ['/betting', '/fr/betting/event/4', '/game/jeton-dice', '/fr/game/jeton-dice'].map(chatShownOn),
    ).toEqual([false, false, false, false]);
    expect(['/', '/fr', '/support', '/fr/profile/bets', '/gamehall'].map(chatShownOn)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });
});

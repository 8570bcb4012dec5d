import { describe, expect, it } from 'vitest';
import { activityTeller, TELL_OTHERS_EVERY_MS } from './activity-channel.js';

function fakeChannel() {
  const posted: unknown[] = [];
  const postMessage = (message: unknown) => {
    posted.push(message);
  };
  return { posted, channel: { postMessage } as unknown as BroadcastChannel };
}

describe('activityTeller', () => {
  it('tells at once, then at most once every few seconds', () => {
    let now = 1_000;
    const { posted, channel } = fakeChannel();
    const tell = activityTeller(channel, () => now);
    tell();
    expect(posted).toEqual(['activity']);
    now += TELL_OTHERS_EVERY_MS - 1;
    tell();
    expect(posted).toHaveLength(1);
    now += 1;
    tell();
    expect(posted).toHaveLength(2);
  });

  it('does nothing without a channel', () => {
    expect(() => activityTeller(null)()).not.toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import {
  eventMayMove,
  FEED_MESSAGE_REJECTED,
  isNewer,
  signFeedMessage,
  verifyFeedMessage,
} from './odds-feed.js';

const SECRET = 'a'.repeat(64);
const odds = (seq: number) =>
  signFeedMessage(SECRET, {
    provider: 'sandbox',
    seq,
    kind: 'odds',
    sentAt: new Date('2026-11-29T10:00:00Z'),
    body: { prices: [{ selectionFeedId: 'sel-1', odds: 185 }] },
  });

describe('the odds feed protocol', () => {
  it('verifies what the provider signed and gives back the body', () => {
    const message = verifyFeedMessage(SECRET, JSON.parse(JSON.stringify(odds(7))));
    expect(message).toMatchObject({ provider: 'sandbox', seq: 7, kind: 'odds' });
    expect(message.body).toEqual({ prices: [{ selectionFeedId: 'sel-1', odds: 185 }] });
  });

  it('rejects a message signed with another secret, or changed on the way', () => {
    expect(() => verifyFeedMessage('b'.repeat(64), odds(1))).toThrow(
      expect.objectContaining({ name: FEED_MESSAGE_REJECTED }),
    );
    const changed = {
      ...odds(1),
      data: JSON.stringify({ prices: [{ selectionFeedId: 'sel-1', odds: 9_000 }] }),
    };
    expect(() => verifyFeedMessage(SECRET, changed)).toThrow(
      expect.objectContaining({ name: FEED_MESSAGE_REJECTED }),
    );
    expect(() => verifyFeedMessage(SECRET, { ...odds(1), seq: 2 })).toThrow(
      expect.objectContaining({ name: FEED_MESSAGE_REJECTED }),
    );
    expect(() => verifyFeedMessage(SECRET, { ...odds(1), signature: 'zz' })).toThrow(
      expect.objectContaining({ name: FEED_MESSAGE_REJECTED }),
    );
  });

  it('rejects what is not a message at all', () => {
    for (const raw of [null, 'text', {}, { ...odds(1), kind: 'transfer' }, { ...odds(1), seq: 0 }]) {
      expect(() => verifyFeedMessage(SECRET, raw)).toThrow(
        expect.objectContaining({ name: FEED_MESSAGE_REJECTED }),
      );
    }
  });

  it('applies a message to an entity only when it is newer than the last one applied', () => {
    expect(isNewer(0, 1)).toBe(true);
    expect(isNewer(5, 5)).toBe(false); // a duplicate
    expect(isNewer(9, 6)).toBe(false); // late: an older price must not undo a newer one
  });

  it('never moves a finished or cancelled event again', () => {
    expect(eventMayMove('scheduled', 'live')).toBe(true);
    expect(eventMayMove('live', 'finished')).toBe(true);
    expect(eventMayMove('finished', 'live')).toBe(false);
    expect(eventMayMove('cancelled', 'scheduled')).toBe(false);
    expect(eventMayMove('live', 'scheduled')).toBe(false);
  });
});

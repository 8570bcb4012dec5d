import { describe, expect, it } from 'vitest';
import { createTypingThrottle } from './chat-typing-throttle.js';

describe('the typing signal', () => {
  it('goes on the first key, then at most once per interval, and again at once after a send', () => {
    const throttle = createTypingThrottle(2000);
    expect(throttle.shouldSend(10_000)).toBe(true);
    expect(throttle.shouldSend(11_999)).toBe(false);
    expect(throttle.shouldSend(12_000)).toBe(true);
    throttle.reset();
    expect(throttle.shouldSend(12_001)).toBe(true);
  });
});

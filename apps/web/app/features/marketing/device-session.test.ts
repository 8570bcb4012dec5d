import { describe, expect, it } from 'vitest';
import { DEVICE_SESSION_KEY, deviceSession } from './device-session.js';
import type { KeyValueStorage } from './local-storage.js';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

describe('the device session', () => {
  it('is made once per browser and kept', () => {
    const storage = memoryStorage();
    const first = deviceSession(storage);
    expect(first).toMatch(/^[\w-]{16,64}$/);
    expect(deviceSession(storage)).toBe(first);
    expect(storage.getItem(DEVICE_SESSION_KEY)).toBe(first);
  });

  it('replaces a kept value of the wrong shape, and is null without storage', () => {
    const storage = memoryStorage({ [DEVICE_SESSION_KEY]: '<script>' });
    expect(deviceSession(storage)).not.toBe('<script>');
    expect(deviceSession(null)).toBeNull();
  });

  it('is null where storage refuses writes', () => {
    const refusing: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(deviceSession(refusing)).toBeNull();
  });
});

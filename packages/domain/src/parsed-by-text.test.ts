import { describe, expect, it } from 'vitest';
import { ParsedByText } from './parsed-by-text.js';

function counting() {
  const parsed: string[] = [];
  const memo = new ParsedByText<number, { value: unknown }>((text) => {
    parsed.push(text);
    return { value: JSON.parse(text) };
  }, 2);
  return { memo, parsed };
}

describe('parsed by text', () => {
  it('parses a key’s text once while it stays the same, and again as soon as it changes', () => {
    const { memo, parsed } = counting();
    const first = memo.read(1, '{"balance":"100"}');
    expect(memo.read(1, '{"balance":"100"}')).toBe(first);
    const changed = memo.read(1, '{"balance":"99"}');
    expect(changed).toEqual({ value: { balance: '99' } });
    expect(memo.read(1, '{"balance":"100"}')).not.toBe(first);
    expect(parsed).toHaveLength(3);
  });

  it('keeps each key apart: the same text under another key is that key’s own object', () => {
    const { memo } = counting();
    const one = memo.read(1, '"same"');
    const two = memo.read(2, '"same"');
    expect(two).not.toBe(one);
    expect(memo.read(1, '"same"')).toBe(one);
  });

  it('hands out frozen objects, so a request cannot change what another request reads', () => {
    const { memo } = counting();
    const value = memo.read(1, '1') as { value: number };
    expect(Object.isFrozen(value)).toBe(true);
    expect(() => {
      value.value = 2;
    }).toThrow(TypeError);
  });

  it('holds at most its capacity, letting the oldest key go first', () => {
    const { memo, parsed } = counting();
    memo.read(1, '1');
    memo.read(2, '2');
    memo.read(3, '3');
    expect(memo.size).toBe(2);
    memo.read(2, '2');
    memo.read(1, '1');
    expect(parsed).toEqual(['1', '2', '3', '1']);
  });
});

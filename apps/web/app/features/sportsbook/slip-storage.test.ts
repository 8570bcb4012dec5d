import { describe, expect, it } from 'vitest';
import type { SlipItem } from './slip-item.js';
import { MAX_STORED_SELECTIONS, parseStoredSlip, STORED_SLIP_DAYS, serializeSlip } from './slip-storage.js';

const now = Date.parse('2026-11-29T12:00:00Z');
const item = (selectionId: number, change: Partial<SlipItem> = {}): SlipItem => ({
  selectionId,
  eventId: 100 + selectionId,
  event: 'Lyon – Nantes',
  market: 'Match result',
  selection: 'Lyon',
  odds: 1.85,
  ...change,
});
const stored = (items: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ v: 1, savedAt: now, items, ...extra });

describe('the bet slip kept in the browser', () => {
  it('reads back what it wrote, without the unavailable mark (checked again on restore)', () => {
    const items = [item(1), item(2, { odds: 2.1, unavailable: true })];
    expect(parseStoredSlip(serializeSlip(items, now), now)).toEqual([item(1), item(2, { odds: 2.1 })]);
  });

  it('keeps no stake or money, only the selections', () => {
    const text = serializeSlip([{ ...item(1), stake: '50' } as SlipItem], now);
    expect(text).not.toContain('stake');
  });

  it('ignores missing, malformed, old-version and stale content', () => {
    for (const text of [
      null,
      '',
      'not json',
      '[]',
      'null',
      '42',
      JSON.stringify({ items: [item(1)] }),
      stored([item(1)], { v: 2 }),
      stored([item(1)], { v: '1' }),
      stored({ 0: item(1) }),
      stored([item(1)], { savedAt: now - (STORED_SLIP_DAYS + 1) * 24 * 60 * 60 * 1000 }),
      stored([item(1)], { savedAt: now + 7 * 24 * 60 * 60 * 1000 }),
      stored([item(1)], { savedAt: 'yesterday' }),
      `${stored([item(1)])}${' '.repeat(20_001)}`,
    ]) {
      expect(parseStoredSlip(text, now)).toEqual([]);
    }
  });

  it('drops each hostile or broken selection and keeps the sound ones', () => {
    const items = [
      item(1),
      { ...item(2), selectionId: '2' },
      { ...item(3), selectionId: -3 },
      { ...item(4), eventId: 1.5 },
      { ...item(5), odds: 'x' },
      { ...item(6), odds: 0.5 },
      { ...item(7), odds: Number.POSITIVE_INFINITY },
      { ...item(8), selection: '' },
      { ...item(9), event: 'x'.repeat(500) },
      { ...item(10), market: { toString: 'evil' } },
      { ...item(11), __proto__: { polluted: true } },
      null,
      'item',
      [item(12)],
      item(1, { odds: 3 }),
      item(13, { odds: 1.234 }),
    ];
    const kept = parseStoredSlip(stored(items), now);
    expect(kept).toEqual([item(1), item(11), item(13, { odds: 1.23 })]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps at most as many selections as a multiple takes', () => {
    const many = Array.from({ length: MAX_STORED_SELECTIONS + 5 }, (_, index) => item(index + 1));
    expect(parseStoredSlip(stored(many), now)).toHaveLength(MAX_STORED_SELECTIONS);
    expect(parseStoredSlip(serializeSlip(many, now), now)).toHaveLength(MAX_STORED_SELECTIONS);
  });
});

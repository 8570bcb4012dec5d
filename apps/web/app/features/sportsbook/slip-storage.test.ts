import { describe, expect, it } from 'vitest';
import type { SlipItem } from './slip-item.js';
import {
  choicesFor,
  MAX_STORED_SELECTIONS,
  NO_SLIP_CHOICES,
  parseStoredSlip as parseState,
  STORED_SLIP_DAYS,
  serializeSlip,
} from './slip-storage.js';

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
/** The kept selections only (decision 0077's tests). */
const parseStoredSlip = (text: string | null, at: number) => parseState(text, at).items;

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

// The player's choices kept beside the selections (decision 0080): singles or multiple, and where
// the free bet is ticked; each checked apart, against the kept selections and the active free bet.
describe('the slip choices kept in the browser', () => {
  const two = [item(1), item(2)];
  const choicesOf = (extra: Record<string, unknown>, items: unknown = two) =>
    parseState(stored(items, extra), now).choices;

  it('reads back the mode and the free bet, on a single or on the multiple', () => {
    const onMultiple = { mode: 'multiple', freeBet: { id: 7, on: 'multiple' } } as const;
    expect(parseState(serializeSlip(two, now, onMultiple), now)).toEqual({ items: two, choices: onMultiple });
    const onSingle = { mode: 'singles', freeBet: { id: 7, on: 2 } } as const;
    expect(parseState(serializeSlip(two, now, onSingle), now).choices).toEqual(onSingle);
    expect(parseState(serializeSlip(two, now), now).choices).toEqual(NO_SLIP_CHOICES);
  });

  it('keeps no amount of the free bet, only its id and where it is ticked', () => {
    const text = serializeSlip(two, now, { mode: 'multiple', freeBet: { id: 7, on: 'multiple' } });
    expect(JSON.parse(text)).toMatchObject({ mode: 'multiple', freeBet: { id: 7, on: 'multiple' } });
    expect(text).not.toMatch(/amount|stake/);
  });

  it('reads a slip kept before the choices as singles without a free bet', () => {
    expect(choicesOf({})).toEqual(NO_SLIP_CHOICES);
  });

  it('drops a broken mode, and a multiple of fewer than two selections', () => {
    for (const mode of ['system', 'MULTIPLE', 1, null, { multiple: true }, ['multiple']]) {
      expect(choicesOf({ mode }).mode).toBe('singles');
    }
    expect(choicesOf({ mode: 'multiple' }, [item(1)]).mode).toBe('singles');
    // Two kept, but one is broken: no multiple of one.
    expect(choicesOf({ mode: 'multiple' }, [item(1), { ...item(2), odds: 'x' }]).mode).toBe('singles');
    expect(choicesOf({ mode: 'multiple' }).mode).toBe('multiple');
  });

  it('drops a free bet that is broken or ticked where the slip has no such bet, keeping the mode', () => {
    for (const [mode, freeBet] of [
      ['singles', { id: '7', on: 1 }],
      ['singles', { id: -7, on: 1 }],
      ['singles', { id: 7.5, on: 1 }],
      ['singles', { id: 7 }],
      ['singles', { id: 7, on: 3 }], // not a kept selection
      ['singles', { id: 7, on: '1' }],
      ['singles', { id: 7, on: 'multiple' }], // the multiple, in singles
      ['multiple', { id: 7, on: 1 }], // a single, in multiple
      ['multiple', { id: 7, on: 'MULTIPLE' }],
      ['multiple', 7],
      ['multiple', [7, 'multiple']],
      ['multiple', null],
    ] as const) {
      expect(choicesOf({ mode, freeBet }), JSON.stringify(freeBet)).toEqual({ mode, freeBet: null });
    }
    expect(choicesOf({ mode: 'singles', freeBet: { id: 7, on: 1, amount: 500 } })).toEqual({
      mode: 'singles',
      freeBet: { id: 7, on: 1 },
    });
  });

  it('drops the free bet on a single dropped as broken', () => {
    const items = [item(1), { ...item(2), odds: 0.5 }];
    expect(choicesOf({ mode: 'singles', freeBet: { id: 7, on: 2 } }, items).freeBet).toBeNull();
  });

  it("drops a ticked free bet that is no longer the player's active one", () => {
    const choices = { mode: 'multiple', freeBet: { id: 7, on: 'multiple' } } as const;
    expect(choicesFor(choices, 7)).toEqual(choices);
    expect(choicesFor(choices, 8)).toEqual({ mode: 'multiple', freeBet: null });
    expect(choicesFor(choices, null)).toEqual({ mode: 'multiple', freeBet: null });
    expect(choicesFor(NO_SLIP_CHOICES, 7)).toEqual(NO_SLIP_CHOICES);
  });
});

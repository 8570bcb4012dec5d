import { describe, expect, it } from 'vitest';
import { deskHref, readDeskQuery } from './desk-params.js';
import { parseDeskSignal, reactionTo, reconnectDelay } from './desk-signals.js';
import { pluralForm } from './plural.js';

describe('the desk address', () => {
  it('reads the list and the open conversation', () => {
    expect(readDeskQuery(new URLSearchParams('filter=mine&id=12'))).toEqual({ filter: 'mine', id: 12 });
  });

  it('falls back to the waiting list and no conversation on anything else', () => {
    expect(readDeskQuery(new URLSearchParams('filter=all&id=-3'))).toEqual({ filter: 'waiting', id: null });
    expect(readDeskQuery(new URLSearchParams('id=0'))).toEqual({ filter: 'waiting', id: null });
    expect(readDeskQuery(new URLSearchParams('id=1e3'))).toEqual({ filter: 'waiting', id: null });
  });

  it('writes an address that reads back the same', () => {
    expect(deskHref('closed', 7)).toBe('/chat?filter=closed&id=7');
    expect(deskHref('waiting')).toBe('/chat?filter=waiting');
    expect(readDeskQuery(new URL(`http://x${deskHref('mine', 9)}`).searchParams)).toEqual({
      filter: 'mine',
      id: 9,
    });
  });
});

describe('the desk stream signals', () => {
  it('parses known signals and drops the rest', () => {
    expect(
      parseDeskSignal('message', '{"type":"message","conversation_id":4,"id":9,"author":"player"}'),
    ).toEqual({ type: 'message', conversation_id: 4, author: 'player' });
    expect(parseDeskSignal('ready', '{"type":"ready"}')).toEqual({ type: 'ready' });
    expect(parseDeskSignal('other', '{}')).toBeNull();
    expect(parseDeskSignal('message', 'not json')).toBeNull();
    expect(parseDeskSignal('message', 'null')).toBeNull();
  });

  it('re-reads on lines, status and duty changes and on a (re)connect', () => {
    expect(reactionTo({ type: 'ready' }, null)).toBe('reload');
    expect(reactionTo({ type: 'message', conversation_id: 3, author: 'player' }, 8)).toBe('reload');
    expect(reactionTo({ type: 'status', conversation_id: 3 }, null)).toBe('reload');
    expect(reactionTo({ type: 'duty' }, 3)).toBe('reload');
  });

  it('shows the player typing only in the open conversation', () => {
    expect(reactionTo({ type: 'typing', conversation_id: 3, author: 'player' }, 3)).toBe('playerTyping');
    expect(reactionTo({ type: 'typing', conversation_id: 4, author: 'player' }, 3)).toBe('ignore');
    expect(reactionTo({ type: 'typing', conversation_id: 3, author: 'operator' }, 3)).toBe('ignore');
    expect(reactionTo({ type: 'typing', conversation_id: 3, author: 'player' }, null)).toBe('ignore');
  });

  it('waits longer after each failed reconnect, up to thirty seconds', () => {
    expect([0, 1, 2, 3].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000]);
    expect(reconnectDelay(20)).toBe(30_000);
  });
});

describe('plural forms', () => {
  const forms = { one: 'one', other: 'other' };
  it('follow each locale’s rules', () => {
    expect([0, 1, 2].map((n) => pluralForm(forms, n, 'en'))).toEqual(['other', 'one', 'other']);
    expect([0, 1, 2].map((n) => pluralForm(forms, n, 'fr'))).toEqual(['one', 'one', 'other']);
  });
});

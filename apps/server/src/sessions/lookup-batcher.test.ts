import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LookupBatcher, type LookupRow, type LookupStatements } from './lookup-batcher.js';

/** Look-up statements whose answers the test releases by hand, recording what was asked. */
function statements() {
  const calls: { hashes: string[]; release: () => void }[] = [];
  const answer = (hashes: string[]) =>
    new Promise<LookupRow[]>((resolve) => {
      calls.push({ hashes, release: () => resolve(hashes.map((hash) => [hash, `session of ${hash}`])) });
    });
  const lookup: LookupStatements = {
    one: ({ tokenHash }) => answer([tokenHash]),
    many: ({ tokenHashes }) => answer(tokenHashes.slice(1, -1).split(',')),
  };
  return { lookup, calls };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'performance'] });
});
afterEach(() => vi.useRealTimers());

describe('session look-ups in rounds', () => {
  it('sends the look-ups of one turn as one query and answers each its own row', async () => {
    const { lookup, calls } = statements();
    const batcher = new LookupBatcher(lookup);
    const a = batcher.load('aa');
    const b = batcher.load('bb');
    await vi.advanceTimersToNextTimerAsync();
    expect(calls.map((call) => call.hashes)).toEqual([['aa', 'bb']]);
    calls[0]!.release();
    expect(await a).toEqual(['aa', 'session of aa']);
    expect(await b).toEqual(['bb', 'session of bb']);
  });

  it('gathers the look-ups that arrive while a round is out and sends them when it is back', async () => {
    const { lookup, calls } = statements();
    const batcher = new LookupBatcher(lookup);
    void batcher.load('aa');
    await vi.advanceTimersToNextTimerAsync();
    const later = [batcher.load('bb'), batcher.load('cc')];
    await vi.advanceTimersByTimeAsync(5);
    expect(calls).toHaveLength(1);
    calls[0]!.release();
    await vi.advanceTimersToNextTimerAsync();
    expect(calls.map((call) => call.hashes)).toEqual([['aa'], ['bb', 'cc']]);
    calls[1]!.release();
    expect((await Promise.all(later)).map((row) => row?.[0])).toEqual(['bb', 'cc']);
  });

  it('does not hold look-ups back longer than the limit behind a slow round', async () => {
    const { lookup, calls } = statements();
    const batcher = new LookupBatcher(lookup);
    void batcher.load('slow');
    await vi.advanceTimersToNextTimerAsync();
    const waiting = batcher.load('next');
    await vi.advanceTimersByTimeAsync(25);
    expect(calls.map((call) => call.hashes)).toEqual([['slow'], ['next']]);
    calls[1]!.release();
    expect((await waiting)?.[0]).toBe('next');
  });

  it('answers an unknown token with no row', async () => {
    const lookup: LookupStatements = { one: async () => [], many: async () => [] };
    const row = new LookupBatcher(lookup).load('nobody');
    await vi.advanceTimersToNextTimerAsync();
    expect(await row).toBeUndefined();
  });
});

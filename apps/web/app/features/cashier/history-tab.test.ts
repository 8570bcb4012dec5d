import { describe, expect, it } from 'vitest';
import { parseHistoryTab } from './history-tab.js';

describe('history tab', () => {
  it('reads the tab from the query, deposit by default', () => {
    expect(parseHistoryTab(new URLSearchParams('tab=withdrawal'))).toBe('withdrawal');
    expect(parseHistoryTab(new URLSearchParams('tab=cashbacks'))).toBe('cashbacks');
    expect(parseHistoryTab(new URLSearchParams(''))).toBe('deposit');
    expect(parseHistoryTab(new URLSearchParams('tab=everything'))).toBe('deposit');
  });
});

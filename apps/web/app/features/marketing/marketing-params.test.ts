import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../testing/memory-storage.js';
import { MARKETING_STORAGE_KEY, readMarketingParams, recordMarketingParams } from './marketing-params.js';

describe('marketing parameters', () => {
  it('records the six tracked parameters and nothing else', () => {
    const storage = memoryStorage();
    recordMarketingParams(
      '?track_id=td_1&show_popup_reg=1&publisher_id=p9&goal_id=g&goal_entry_id=ge&link_id=l&utm_source=x',
      storage,
    );
    expect(readMarketingParams(storage)).toEqual({
      track_id: 'td_1',
      show_popup_reg: '1',
      publisher_id: 'p9',
      goal_id: 'g',
      goal_entry_id: 'ge',
      link_id: 'l',
    });
  });

  it('adds a later visit to what was kept, its values replacing earlier ones', () => {
    const storage = memoryStorage();
    recordMarketingParams('?track_id=a&publisher_id=p', storage);
    recordMarketingParams('?track_id=b&track_id=c', storage);
    recordMarketingParams('?nothing=here', storage);
    expect(readMarketingParams(storage)).toEqual({ track_id: 'c', publisher_id: 'p' });
  });

  it('reads nothing from a storage holding something unreadable', () => {
    const storage = memoryStorage();
    expect(readMarketingParams(storage)).toEqual({});
    storage.setItem(MARKETING_STORAGE_KEY, '{broken');
    expect(readMarketingParams(storage)).toEqual({});
    storage.setItem(MARKETING_STORAGE_KEY, JSON.stringify({ track_id: 5, link_id: 'ok', other: 'x' }));
    expect(readMarketingParams(storage)).toEqual({ link_id: 'ok' });
    expect(readMarketingParams(null)).toEqual({});
  });
});

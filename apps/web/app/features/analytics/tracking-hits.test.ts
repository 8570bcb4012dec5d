import { describe, expect, it } from 'vitest';
import { fraudCheckHitUrl, visitHitUrl } from './tracking-hits.js';

describe('the tracking image address', () => {
  it('carries the marketing parameters, the td_ form rewritten, and the referrer', () => {
    const url = new URL(
      visitHitUrl('?track_id=td_42&publisher_id=p&utm_x=no&goal_id=a&goal_id=b', 'https://ads.example/'),
      'https://site.test',
    );
    expect(url.pathname).toBe('/hit');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      track_id: '42',
      publisher_id: 'p',
      goal_id: 'b',
      referer: 'https://ads.example/',
    });
  });

  it('names the fraud check and the device session', () => {
    expect(fraudCheckHitUrl('abc')).toBe('/hit?kind=fraud-check&seon_session=abc');
  });
});

import { describe, expect, it } from 'vitest';
import { campaignTarget, safeImageUrl, withoutPopup } from './campaign-links.js';

describe('campaignTarget', () => {
  it('localizes site paths', () => {
    expect(campaignTarget('/cashier/deposit', 'en')).toEqual({ kind: 'internal', to: '/cashier/deposit' });
    expect(campaignTarget('/cashier/deposit', 'fr')).toEqual({ kind: 'internal', to: '/fr/cashier/deposit' });
  });

  it('keeps https addresses as external links', () => {
    expect(campaignTarget('https://partner.example/offer', 'en')).toEqual({
      kind: 'external',
      href: 'https://partner.example/offer',
    });
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    '//evil.example/x',
    'http://plain.example',
    '',
    'offers',
    '/\\evil',
  ])('refuses %j', (url) => {
    expect(campaignTarget(url, 'en')).toBeNull();
  });
});

describe('safeImageUrl', () => {
  it('accepts site paths and https only', () => {
    expect(safeImageUrl('/campaigns/welcome-offer.svg')).toBe('/campaigns/welcome-offer.svg');
    expect(safeImageUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(safeImageUrl('javascript:x')).toBeNull();
    expect(safeImageUrl('//cdn.example/a.png')).toBeNull();
    expect(safeImageUrl('')).toBeNull();
  });
});

describe('withoutPopup', () => {
  it('drops the popup parameter and the preview hash, keeping the rest', () => {
    expect(
      withoutPopup({ pathname: '/offers', search: '?popup=welcome-offer&x=1', hash: '#popup-preview' }),
    ).toEqual({
      pathname: '/offers',
      search: '?x=1',
      hash: '',
    });
    expect(withoutPopup({ pathname: '/', search: '?popup=a', hash: '#top' })).toEqual({
      pathname: '/',
      search: '',
      hash: '#top',
    });
  });
});

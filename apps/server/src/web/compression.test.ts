import { describe, expect, it } from 'vitest';
import { isCompressible, negotiateEncoding } from './compression.js';

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
  });

  it('honours q=0 and answers null when nothing fits', () => {
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('*;q=0')).toBeNull();
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });
});

describe('isCompressible', () => {
  it('compresses text that is not encoded yet', () => {
    expect(isCompressible('text/html; charset=utf-8', null)).toBe(true);
    expect(isCompressible('application/json', null)).toBe(true);
    expect(isCompressible('text/html', 'gzip')).toBe(false);
    expect(isCompressible('image/png', null)).toBe(false);
    expect(isCompressible(null, null)).toBe(false);
  });
});

import { PassThrough, pipeline } from 'node:stream';
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  type ContentEncoding,
  coalesceBursts,
  compressor,
  isCompressible,
  negotiateEncoding,
} from './compression.js';

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

describe('compressor with coalesceBursts', () => {
  const decompress = { br: brotliDecompressSync, gzip: gunzipSync } as const;
  // What a client can read of a stream that has not ended yet.
  const partial = {
    br: (data: Buffer) => brotliDecompressSync(data, { finishFlush: constants.BROTLI_OPERATION_FLUSH }),
    gzip: (data: Buffer) => gunzipSync(data, { finishFlush: constants.Z_SYNC_FLUSH }),
  } as const;

  it.each(['br', 'gzip'] as ContentEncoding[])(
    '%s: a burst of chunks is readable by the client before the stream ends',
    async (encoding) => {
      const source = new PassThrough();
      const zlib = compressor(encoding);
      const out: Buffer[] = [];
      const piped = pipeline(source, coalesceBursts(zlib), zlib, () => {});
      piped.on('data', (chunk: Buffer) => out.push(chunk));
      // A shell written as many small chunks in one go, then nothing for a while (a pending boundary).
      for (let i = 0; i < 50; i++) source.write(`<div>card ${i}</div>`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const sofar = partial[encoding](Buffer.concat(out)).toString();
      expect(sofar).toBe(Array.from({ length: 50 }, (_, i) => `<div>card ${i}</div>`).join(''));
      // The burst was compressed and flushed as one, not chunk by chunk.
      expect(out.length).toBeLessThan(3);
      source.end('<p>end</p>');
      await new Promise((resolve) => piped.on('end', resolve));
      expect(decompress[encoding](Buffer.concat(out)).toString()).toMatch(/card 49<\/div><p>end<\/p>$/);
    },
  );
});

import { Transform } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';

// Compression of the pages rendered per request. Static files are compressed once, at build time
// (apps/web/vite.config.ts), and served as such by @fastify/static's preCompressed option.

export type ContentEncoding = 'br' | 'gzip';

/** Content types worth compressing: HTML, and the text/x-script and JSON of client navigations. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript)|image\/svg\+xml)/i;

/** Brotli, else gzip, whichever Accept-Encoding allows (a q of 0 refuses); null for neither. */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const acceptable = (encoding: string) => (accepted.get(encoding) ?? accepted.get('*') ?? 0) > 0;
  if (acceptable('br')) return 'br';
  if (acceptable('gzip')) return 'gzip';
  return null;
}

export function isCompressible(contentType: string | null, contentEncoding: string | null): boolean {
  return !contentEncoding && contentType !== null && COMPRESSIBLE.test(contentType);
}

/**
 * A compressing stream. It does not flush by itself: put `coalesceBursts` of it before it.
 */
export function compressor(encoding: ContentEncoding): Transform {
  return encoding === 'br' ? createBrotliCompress(BROTLI) : createGzip(GZIP);
}

/** A complete body compressed in one piece (on zlib's thread pool, as the streams are). */
export function compressWhole(encoding: ContentEncoding, body: Buffer): Promise<Buffer> {
  return encoding === 'br' ? brotliCompressAsync(body, BROTLI) : gzipAsync(body, GZIP);
}

// Per request, the higher levels cost more CPU than the bytes they save: brotli 4 makes the 129 kB
// game hall 15.0 kB in 0.6 ms, brotli 5 13.7 kB in 0.9 ms, gzip 6 17.0 kB in 1.0 ms (docs/benchmarks.md).
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP = { level: 6 };
const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A pass-through that hands on each burst of chunks as one buffer, then flushes the compressor it
 * feeds (if any). React writes its shell (and each resolved boundary) as dozens of 4 kB chunks in
 * one go; each chunk written to zlib is a round trip to its thread pool, and a flush per chunk
 * compresses worse. Handing the burst on when it is over (the next turn of the event loop) still
 * sends each step of the stream to the browser at once.
 */
export function coalesceBursts(zlib?: Transform): Transform {
  let held: Buffer[] = [];
  let scheduled = false;
  const release = (stream: Transform) => {
    scheduled = false;
    if (held.length === 0 || stream.destroyed) return;
    const burst = held.length === 1 ? (held[0] as Buffer) : Buffer.concat(held);
    held = [];
    stream.push(burst);
    if (zlib && !zlib.destroyed && !zlib.writableEnded) (zlib as Transform & { flush(): void }).flush();
  };
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      held.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(release, this);
      }
      done();
    },
    flush(done) {
      release(this);
      done();
    },
  });
}

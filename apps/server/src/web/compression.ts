import { Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

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
 * A compressing stream. It does not flush by itself: put `flushAfterBursts` of it before it. Brotli
 * at quality 5: per request, the highest levels cost more CPU than the bytes they save.
 */
export function compressor(encoding: ContentEncoding): Transform {
  return encoding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : createGzip({ level: 6 });
}

/**
 * A pass-through to pipe into a compressor, which flushes it once per burst of chunks. React writes
 * its shell (and each resolved boundary) as dozens of small chunks in one go; a flush per chunk cost
 * a round trip to zlib's thread pool each. Flushing when the burst is over (the next turn of the
 * event loop) still sends each step of the stream to the browser at once.
 */
export function flushAfterBursts(zlib: Transform): Transform {
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (!zlib.destroyed && !zlib.writableEnded) (zlib as Transform & { flush(): void }).flush();
  };
  return new Transform({
    transform(chunk, _encoding, done) {
      done(null, chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
  });
}

import type { Transform } from 'node:stream';
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
 * A compressing stream that flushes after every chunk, so that what React streams (the shell, then
 * each resolved boundary) reaches the browser at once. Brotli at quality 5: per request, the
 * highest levels cost more CPU than the bytes they save.
 */
export function compressor(encoding: ContentEncoding): Transform {
  return encoding === 'br'
    ? createBrotliCompress({
        flush: constants.BROTLI_OPERATION_FLUSH,
        params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
      })
    : createGzip({ flush: constants.Z_SYNC_FLUSH, level: 6 });
}

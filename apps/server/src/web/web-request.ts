import { pipeline, Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  coalesceBursts,
  compressor,
  compressWhole,
  isCompressible,
  negotiateEncoding,
} from './compression.js';

/** A body whose length is given and no larger than this is read whole and sent in one piece. */
const WHOLE_BODY_LIMIT = 4 * 1024 * 1024;

/**
 * The WHATWG Request that React Router expects, for a GET or HEAD. Its signal aborts when the client
 * goes away, so loaders stop their work. Throws a TypeError when the Host header makes no valid URL.
 */
export function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  // Concatenate rather than resolve: `new URL('//other.example/x', base)` would change the host.
  const url = new URL(`${request.protocol}://${request.host || 'localhost'}${request.url}`);

  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name.startsWith(':')) continue; // HTTP/2 pseudo-headers are not headers
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }

  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });

  return new Request(url, { method: request.method, headers, signal: controller.signal });
}

/**
 * Sends a WHATWG Response: status, headers (each Set-Cookie apart) and the body, compressed when it
 * is text and the client accepts brotli or gzip. A body of known, bounded length (a page rendered
 * whole) is read and compressed in one piece; any other is streamed through the compressor.
 */
export async function sendWebResponse(
  reply: FastifyReply,
  response: Response,
  request: FastifyRequest,
): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  // Headers joins repeated headers with commas, which would break cookies: take them one by one.
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);

  if (!response.body || request.method === 'HEAD') {
    void response.body?.cancel();
    return reply.send();
  }
  const headers = response.headers;
  const compressible = isCompressible(headers.get('content-type'), headers.get('content-encoding'));
  if (compressible) reply.header('vary', appendVary(headers.get('vary')));
  const encoding = compressible ? negotiateEncoding(request.headers['accept-encoding']) : null;
  if (encoding) reply.header('content-encoding', encoding);

  const length = Number(headers.get('content-length') ?? Number.NaN);
  if (length <= WHOLE_BODY_LIMIT) {
    const body = Buffer.from(await response.arrayBuffer());
    if (!encoding) return reply.send(body);
    const compressed = await compressWhole(encoding, body);
    return reply.header('content-length', compressed.byteLength).send(compressed);
  }
  const body = Readable.fromWeb(response.body as unknown as NodeReadableStream);
  if (!compressible) return reply.send(body);
  if (!encoding) return reply.send(pipeline(body, coalesceBursts(), () => {}));
  reply.removeHeader('content-length');
  // pipeline destroys the source when the client goes away or compression fails.
  const zlib = compressor(encoding);
  return reply.send(pipeline(body, coalesceBursts(zlib), zlib, () => {}));
}

function appendVary(vary: string | null): string {
  return vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
}

/**
 * The server's own address as the client reached it, e.g. `http://127.0.0.1:3000`: SSR loaders call the
 * product API there, in-process, instead of trusting the Host header (which would let a client point
 * server-side calls at any host).
 */
export function localOrigin(request: FastifyRequest): string {
  const socket = request.raw.socket;
  const address = (socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  const host = address.includes(':') ? `[${address}]` : address;
  const protocol = 'encrypted' in socket && socket.encrypted ? 'https' : 'http';
  return `${protocol}://${host}:${socket.localPort}`;
}

import { AppError } from '@jeton/domain';
import type { FastifyRequest } from 'fastify';

// Developer tools (the outbox, which shows password-reset links) answer only to this machine.
// A reverse proxy on the same host connects from loopback too, so a request that carries any
// forwarding header came from further away and is refused whatever its socket says.

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host'] as const;

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

export function isFromThisMachine(request: FastifyRequest): boolean {
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  // The socket's own address: request.ip would follow X-Forwarded-For behind TRUST_PROXY.
  return isLoopbackAddress(request.raw.socket?.remoteAddress);
}

/** An onRequest hook: anything not from this machine gets the same 404 as a path that does not exist. */
export async function requireThisMachine(request: FastifyRequest): Promise<void> {
  if (!isFromThisMachine(request)) throw notFound(request);
}

/** The answer of a path that does not exist. */
export function notFound(request: FastifyRequest): AppError {
  return new AppError('MethodNotFoundException', `Not found: ${request.method} ${request.url.split('?')[0]}`);
}

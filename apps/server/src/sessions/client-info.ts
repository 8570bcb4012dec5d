import type { FastifyRequest } from 'fastify';

export function clientInfo(request: FastifyRequest): { ip: string; userAgent: string } {
  return { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') };
}

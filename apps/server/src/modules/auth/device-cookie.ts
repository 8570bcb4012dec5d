import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_COOKIE_NAME, DEVICE_TRUST_MS } from './trusted-devices.js';

// The trusted device's cookie (decision 0024). It outlives sessions and log-outs: it only says that
// this browser logged the player in, and travels only to the log-in and registration calls.

export function deviceTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies?.[DEVICE_COOKIE_NAME] || undefined;
}

export function setDeviceCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(DEVICE_COOKIE_NAME, token, {
    path: '/api/auth/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: DEVICE_TRUST_MS / 1000,
  });
}

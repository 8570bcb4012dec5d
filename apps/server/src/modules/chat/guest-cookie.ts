import type { FastifyReply, FastifyRequest } from 'fastify';

// A guest's chat secret lives in an httpOnly cookie that travels only to the chat's calls (and its
// stream), so no script and no URL ever holds it.

export const CHAT_COOKIE_NAME = 'jeton_chat';
const CHAT_COOKIE_PATH = '/api/chat/';
const CHAT_COOKIE_MAX_AGE_S = 30 * 24 * 3600;

export function chatTokenOf(request: FastifyRequest): string | undefined {
  const token = request.cookies?.[CHAT_COOKIE_NAME];
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
}

export function setChatCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(CHAT_COOKIE_NAME, token, {
    path: CHAT_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: CHAT_COOKIE_MAX_AGE_S,
  });
}

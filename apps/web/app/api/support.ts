import type { LocaleCode } from '@jeton/domain';
import { type ApiCallOptions, apiCall } from './client.js';

// The support service (feedback form) and the live chat's calls, from the browser.

export const getSupportSettings = (options: ApiCallOptions) => apiCall('support', 'getsettings', {}, options);

export const sendFeedback = (form: FormData, locale: LocaleCode) =>
  apiCall('support', 'sendFeedback', {}, { httpMethod: 'POST', form, locale, timeoutMs: 30_000 });

export const getChat = (locale: LocaleCode) => apiCall('chat', 'get', {}, { locale });

export const openChat = (details: { name?: string; email?: string; key?: string }, locale: LocaleCode) =>
  apiCall('chat', 'open', details, { httpMethod: 'POST', locale });

export const sendChatLine = (text: string, locale: LocaleCode) =>
  apiCall('chat', 'send', { text }, { httpMethod: 'POST', locale });

export const sendChatTyping = (locale: LocaleCode) =>
  apiCall('chat', 'typing', {}, { httpMethod: 'POST', locale });

export const markChatRead = (locale: LocaleCode) =>
  apiCall('chat', 'markRead', {}, { httpMethod: 'POST', locale });

export const closeChat = (locale: LocaleCode) => apiCall('chat', 'close', {}, { httpMethod: 'POST', locale });

/** Spec section 7 chat-event storage: only for logged-in players (section 6). */
export const storeChatEvent = (
  event: { channel_id: string; conversation_id: string; text: string; event: 'sent' | 'received' },
  locale: LocaleCode,
) => apiCall('chat', 'storeEvent', event, { httpMethod: 'POST', locale });

/** The chat's live stream (server-sent events of small change signals). */
export const CHAT_STREAM_URL = '/api/chat/stream';

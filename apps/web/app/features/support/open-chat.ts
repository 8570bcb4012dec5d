// Opens the live-chat widget from anywhere (the support page's button): the launcher listens.

export const OPEN_CHAT_EVENT = 'jeton:open-chat';

export function openChatWidget(): void {
  window.dispatchEvent(new Event(OPEN_CHAT_EVENT));
}

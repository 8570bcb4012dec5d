// Whether this browser has a chat going: the launcher then loads the widget at once (for its
// unread badge); otherwise the widget's code is loaded only when the visitor opens it.

const KEY = 'jeton.chat.active';

export function rememberChat(active: boolean): void {
  try {
    if (active) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {}
}

export function chatRemembered(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

import type { SessionListItem } from '@jeton/domain';
import type { Messages } from '../../i18n/messages.js';

/** "Chrome 131 on Windows 10 (computer)": what the list calls a session's device. */
export function deviceLabel(
  session: Pick<SessionListItem, 'browser' | 'os' | 'platform'>,
  t: Messages,
): string {
  const texts = t.security.sessions;
  const platforms: Record<string, string> = texts.platforms;
  const browser = session.browser || texts.unknownDevice;
  const system = session.os ? ` · ${session.os}` : '';
  const platform = platforms[session.platform];
  return `${browser}${system}${platform ? ` (${platform})` : ''}`;
}

/**
 * How a player is shown to everyone (big wins, jackpot winners, leaderboards): the fake name they chose, or their login masked to its first
 * and last characters (before any @), so that neither an email address nor a phone number is shown.
 */
export function publicName(fakename: string | null, login: string): string {
  const chosen = fakename?.trim();
  if (chosen) return chosen;
  const local = [...(login.split('@')[0] ?? '').replace(/^\+/, '')];
  if (local.length === 0) return '***';
  if (local.length <= 3) return `${local[0]}***`;
  return `${local[0]}***${local.at(-1)}`;
}

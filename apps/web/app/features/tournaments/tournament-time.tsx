import type { Tournament } from '@jeton/domain';
import { formatDate } from '../../i18n/dates.js';
import { useI18n } from '../../i18n/hooks.js';
import { useSecondsUntil } from '../../ui/use-seconds-until.js';
import { formatDuration } from './duration.js';

/**
 * "Ends in 2 days 5 h", "Starts in 12 min 9 s" or "Ended on 22 Nov 2026", counting down in the
 * browser. The server's render may be a second off the browser's: no hydration warning for that.
 */
export function TournamentTime({ tournament }: { tournament: Tournament }) {
  const { t, format, locale } = useI18n();
  const texts = t.pages.tournaments;
  const target = tournament.status === 'future' ? tournament.starts_at : tournament.ends_at;
  const seconds = useSecondsUntil(Date.parse(target));
  if (tournament.status === 'finished') {
    return <span>{format(texts.endedOn, { date: formatDate(tournament.ends_at, locale) })}</span>;
  }
  const time = formatDuration(seconds, texts.duration, locale);
  return (
    <span suppressHydrationWarning>
      {format(tournament.status === 'future' ? texts.startsIn : texts.endsIn, { time })}
    </span>
  );
}

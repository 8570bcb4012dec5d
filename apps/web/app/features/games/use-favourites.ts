import { useCallback, useEffect, useRef, useState } from 'react';
import { getLikes, setLike } from '../../api/games.js';
import { useI18n } from '../../i18n/hooks.js';
import { showToast } from '../../ui/toast/toast-store.js';

export interface Favourites {
  /** Null for a guest: no favourites to show or change. */
  liked: ReadonlySet<string> | null;
  toggle: (sysname: string) => void;
  /** Sysnames whose change is on its way. */
  pending: ReadonlySet<string>;
}

/**
 * The favourite toggle of spec section 4: a favourite is removed, anything else added, then the
 * list is reloaded from the server. The heart changes at once; a failure puts it back and says so.
 */
export function useFavourites(initial: readonly string[] | null, onChange?: () => void): Favourites {
  const { t, locale } = useI18n();
  const [liked, setLiked] = useState<ReadonlySet<string> | null>(() => (initial ? new Set(initial) : null));
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const busy = useRef(new Set<string>());
  const key = initial ? initial.join(',') : null;

  // New loader data (a navigation, a log-in) is the truth again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list's content, not its identity, matters.
  useEffect(() => {
    setLiked(initial ? new Set(initial) : null);
  }, [key]);

  const toggle = useCallback(
    (sysname: string) => {
      if (!liked || busy.current.has(sysname)) return;
      const add = !liked.has(sysname);
      busy.current.add(sysname);
      setPending(new Set(busy.current));
      setLiked((current) => withToggled(current, sysname, add));
      setLike(sysname, add, { locale })
        .then(() => getLikes({ locale }))
        .then(
          (list) => {
            setLiked(new Set(list));
            onChange?.();
          },
          (error: unknown) => {
            console.error('games/addLike or removeLike failed', error);
            setLiked((current) => withToggled(current, sysname, !add));
            showToast({ text: t.gameCard.favouriteFailed, type: 'error' });
          },
        )
        .finally(() => {
          busy.current.delete(sysname);
          setPending(new Set(busy.current));
        });
    },
    [liked, locale, onChange, t],
  );

  return { liked, toggle, pending };
}

function withToggled(
  set: ReadonlySet<string> | null,
  sysname: string,
  add: boolean,
): ReadonlySet<string> | null {
  if (!set) return set;
  const next = new Set(set);
  if (add) next.add(sysname);
  else next.delete(sysname);
  return next;
}

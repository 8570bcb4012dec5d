import { AppError, type LocaleCode } from '@jeton/domain';
import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import { getSportsbookEvent } from '../../api/sportsbook.js';
import type { SlipItem } from './slip-item.js';
import { refreshedItem } from './slip-refresh.js';
import { choicesFor, readStoredSlip, type SlipChoices, storeSlip } from './slip-storage.js';

/**
 * Keeps the bet slip's selections in the browser and brings them back (decision 0077), with the
 * choice of singles or multiple and where the free bet is ticked (decision 0080). The restore
 * runs in an effect, after hydration, so the server's HTML (an empty slip) and the first client
 * render match; each restored selection then takes its event's current price, or is marked no
 * longer available. Writes start on the render after the restore (a state, not a ref: the write
 * effect of the restore's own commit still sees the empty slip and would wipe what it restores).
 */
export function useStoredSlip(
  state: {
    slip: readonly SlipItem[];
    setSlip: Dispatch<SetStateAction<SlipItem[]>>;
    choices: SlipChoices;
    setChoices: Dispatch<SetStateAction<SlipChoices>>;
  },
  /** The player's active free bet: a kept choice of another one is dropped (decision 0080). */
  freeBetId: number | null,
  locale: LocaleCode,
): void {
  const { slip, setSlip, choices, setChoices } = state;
  const [restored, setRestored] = useState(false);

  // Once per visit of /betting: the layout stays mounted between its pages.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restore once, after hydration.
  useEffect(() => {
    let cancelled = false;
    const { items: kept, choices: keptChoices } = readStoredSlip(Date.now());
    setRestored(true);
    if (kept.length === 0) return;
    // Selections added before the restore (a fast click) stay, after the kept ones.
    setSlip((items) => [
      ...kept.filter((k) => !items.some((i) => i.selectionId === k.selectionId)),
      ...items,
    ]);
    setChoices(choicesFor(keptChoices, freeBetId));
    void refresh(kept, locale).then((fresh) => {
      if (cancelled) return;
      setSlip((items) => items.map((item) => fresh.get(item.selectionId) ?? item));
    });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (restored) storeSlip(slip, choicesFor(choices, freeBetId), Date.now());
  }, [restored, slip, choices, freeBetId]);
}

/** The kept selections as their events stand now, by selection id (unchanged when unreadable). */
async function refresh(items: readonly SlipItem[], locale: LocaleCode): Promise<Map<number, SlipItem>> {
  const eventIds = [...new Set(items.map((item) => item.eventId))];
  const events = await Promise.all(
    eventIds.map((id) =>
      getSportsbookEvent(id, { locale }).then(
        (event) => ({ id, event, known: true }),
        // An event no longer offered is gone; a network hiccup leaves the selection as it was
        // (placing then answers with the current price, as for any moved price).
        (error: unknown) =>
          error instanceof AppError && error.code === 'EVENT_NOT_FOUND'
            ? { id, event: null, known: true }
            : { id, event: null, known: false },
      ),
    ),
  );
  const now = new Date();
  const fresh = new Map<number, SlipItem>();
  for (const item of items) {
    const found = events.find((entry) => entry.id === item.eventId);
    if (found?.known) fresh.set(item.selectionId, refreshedItem(item, found.event, now));
  }
  return fresh;
}

import type { SessionSummary } from '@jeton/domain';
import { useEffect, useState } from 'react';
import { getSessionSummary } from '../../api/responsible-gaming.js';
import { useLocale } from '../../i18n/hooks.js';
import { isPlayer } from '../../session/initial-data.js';
import { useRootData } from '../../session/root-data.js';
import { closeDialog, openDialog } from '../../ui/dialog/dialog-store.js';
import { nextCheckAt, onRealityCheckChanged } from './reality-check-schedule.js';

/** What the reality-check dialog shows. */
export interface RealityCheckProps {
  elapsedMs: number;
  summary: SessionSummary;
  /** The session-time limit is used up: only "log out" is offered. */
  timeUp: boolean;
}

/**
 * The reality check (issue 12) for a logged-in player, on every page and inside a running game: every
 * N minutes of the session (the player's choice, off by default) a dialog shows the time since log-in
 * and the session's result, with "continue" and "log out". When a session-time limit runs out, the
 * same dialog says so and offers only "log out".
 */
export function useRealityCheck(): void {
  const root = useRootData();
  const uid = isPlayer(root) ? root.account.uid : 0;
  const locale = useLocale();
  const [version, setVersion] = useState(0);

  useEffect(() => onRealityCheckChanged(() => setVersion((value) => value + 1)), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the trigger of a re-read.
  useEffect(() => {
    if (uid <= 0) return;
    let stopped = false;
    const timers: number[] = [];
    let shown: number | null = null;

    const show = async (sessionStart: number, timeUp: boolean, then: () => void) => {
      let summary: SessionSummary;
      try {
        summary = await getSessionSummary({ locale });
      } catch {
        // Logged out meanwhile, or the server is away: no check now; the next one will try again.
        if (!timeUp) then();
        return;
      }
      if (stopped) return;
      const props: RealityCheckProps = { elapsedMs: Date.now() - sessionStart, summary, timeUp };
      shown = openDialog('realityCheck', {
        urgent: true,
        preventClose: timeUp,
        props: props as unknown as Record<string, unknown>,
        onClose: () => {
          shown = null;
          if (!stopped && !timeUp) then();
        },
      });
    };

    void (async () => {
      let first: SessionSummary;
      try {
        first = await getSessionSummary({ locale });
      } catch {
        return;
      }
      if (stopped) return;
      const sessionStart = Date.now() - first.elapsed_seconds * 1000;
      const intervalMs = first.reality_check_minutes * 60_000;
      const scheduleNext = () => {
        if (stopped || intervalMs <= 0) return;
        const at = nextCheckAt(sessionStart, intervalMs, Date.now());
        timers.push(window.setTimeout(() => void show(sessionStart, false, scheduleNext), at - Date.now()));
        // When the next check is due, on the page's root: a test that moves the clock waits for it
        // rather than guessing when the summary's answer has been read.
        document.documentElement.dataset.realityCheckDue = new Date(at).toISOString();
      };
      scheduleNext();
      if (first.time_left_seconds !== null) {
        timers.push(
          window.setTimeout(() => void show(sessionStart, true, () => {}), first.time_left_seconds * 1000),
        );
      }
    })();

    return () => {
      stopped = true;
      for (const timer of timers) window.clearTimeout(timer);
      delete document.documentElement.dataset.realityCheckDue;
      if (shown !== null) closeDialog(shown, { immediate: true });
    };
  }, [uid, locale, version]);
}

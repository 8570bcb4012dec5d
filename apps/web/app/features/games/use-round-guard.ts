import { type RefObject, useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import { isFromGameFrame, roundInPlayOf } from './game-stage-rules.js';

/**
 * Warns a player who leaves the game page while a round is in play (a crash in the air, a mines
 * board open; issue 17): the framed client says when one starts and ends. A link in the site asks
 * first; closing or reloading the tab gets the browser's own question.
 */
export function useRoundGuard(frameRef: RefObject<HTMLIFrameElement | null>, question: string): void {
  const [inPlay, setInPlay] = useState(false);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isFromGameFrame(event, frameRef.current)) return;
      const state = roundInPlayOf(event.data);
      if (state !== null) setInPlay(state);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frameRef]);

  useEffect(() => {
    if (!inPlay) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [inPlay]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => inPlay && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(question)) blocker.proceed();
    else blocker.reset();
  }, [blocker, question]);
}

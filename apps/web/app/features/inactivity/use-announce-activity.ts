import { useEffect } from 'react';
import { activityTeller, listenForActivity, openActivityChannel } from './activity-channel.js';

/**
 * For a framed game client: the player's key presses and clicks in the frame are told to the site
 * around it, whose inactivity count would otherwise run out under a player busy spinning.
 */
export function useAnnounceActivity(): void {
  useEffect(() => {
    const channel = openActivityChannel();
    const stopListening = listenForActivity(activityTeller(channel));
    return () => {
      stopListening();
      channel?.close();
    };
  }, []);
}

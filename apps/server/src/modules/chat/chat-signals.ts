import type { LiveSignals } from '../../live/live-signals.js';

// The chat's live channels: one per conversation (its player's widget listens), one for the desk
// (every operator's screen). Signals say what changed; both sides re-read through their API.

export const deskChannel = 'chat:desk';
export const conversationChannel = (id: number) => `chat:conversation:${id}`;

export type ChatSignal =
  | { type: 'message'; conversation_id: number; id: number; author: string }
  | { type: 'typing'; conversation_id: number; author: 'player' | 'operator' }
  | { type: 'status'; conversation_id: number; status: string }
  | { type: 'duty'; on_duty: boolean };

/** Sends a signal to the conversation's widget and to the desk. */
export async function signalBoth(live: LiveSignals, signal: ChatSignal & { conversation_id: number }) {
  await Promise.all([
    live.publish(conversationChannel(signal.conversation_id), signal),
    live.publish(deskChannel, signal),
  ]);
}

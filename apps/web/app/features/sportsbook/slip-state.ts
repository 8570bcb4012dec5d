import { useState } from 'react';

/** Where the slip is: being filled in, asking for confirmation, or placing (money moves only then). */
export type Step = 'edit' | 'confirm' | 'placing';

/** A stake on the slip and what the server answered about it. */
export interface ItemState {
  stake: string;
  error: string | null;
  /** The new price the server answered; the player may accept it. */
  newOdds: number | null;
}

/** The multiple's own state (its stake and refusal), kept apart from the singles' (by selection id). */
export const MULTIPLE = 0;

export interface ItemStates {
  stateOf: (id: number) => ItemState;
  update: (id: number, change: Partial<ItemState>) => void;
}

/** The stakes typed and the answers received, by selection (or MULTIPLE). */
export function useItemStates(): ItemStates {
  const [states, setStates] = useState<Record<number, ItemState>>({});
  const stateOf = (id: number): ItemState => states[id] ?? { stake: '', error: null, newOdds: null };
  const update = (id: number, change: Partial<ItemState>) =>
    setStates((all) => ({ ...all, [id]: { ...stateOf(id), ...change } }));
  return { stateOf, update };
}

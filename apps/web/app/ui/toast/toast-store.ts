import { TOAST_DEFAULT_MS } from './toast-timing.js';

// Toasts of spec sections 3 and 4: id, text, type, time and icon size; each closes after its time
// (5000 ms by default) or when the player closes it. Module state shared by every feature.

export type ToastType = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  id: number;
  text: string;
  type: ToastType;
  /** How long it stays, in ms; 0 keeps it until closed. */
  time: number;
  iconSize: number;
}

export interface ToastInput {
  text: string;
  type?: ToastType;
  time?: number;
  iconSize?: number;
}

/** At most this many at once; the oldest goes when another comes. */
export const MAX_TOASTS = 4;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function showToast(input: ToastInput): number {
  const toast: Toast = {
    id: nextId++,
    text: input.text,
    type: input.type ?? 'info',
    time: input.time ?? TOAST_DEFAULT_MS,
    iconSize: input.iconSize ?? 20,
  };
  publish([...toasts, toast].slice(-MAX_TOASTS));
  return toast.id;
}

export function dismissToast(id: number): void {
  if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id));
}

export function dismissAllToasts(): void {
  publish([]);
}

export function currentToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

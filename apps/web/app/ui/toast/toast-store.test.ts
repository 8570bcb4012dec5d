import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  currentToasts,
  dismissAllToasts,
  dismissToast,
  MAX_TOASTS,
  showToast,
  subscribeToToasts,
} from './toast-store.js';

afterEach(() => dismissAllToasts());

describe('toasts', () => {
  it('default to 5000 ms and the info type', () => {
    showToast({ text: 'Saved' });
    expect(currentToasts()).toEqual([expect.objectContaining({ text: 'Saved', type: 'info', time: 5000 })]);
  });

  it('keep the given type and time', () => {
    showToast({ text: 'Failed', type: 'error', time: 8000 });
    expect(currentToasts()[0]).toMatchObject({ type: 'error', time: 8000 });
  });

  it('close one by id', () => {
    const first = showToast({ text: 'one' });
    showToast({ text: 'two' });
    dismissToast(first);
    expect(currentToasts().map((toast) => toast.text)).toEqual(['two']);
  });

  it('drop the oldest past the bound', () => {
    for (let i = 0; i < MAX_TOASTS + 2; i++) showToast({ text: `t${i}` });
    expect(currentToasts()).toHaveLength(MAX_TOASTS);
    expect(currentToasts()[0]?.text).toBe('t2');
  });

  it('tell subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToasts(listener);
    const id = showToast({ text: 'x' });
    dismissToast(id);
    dismissToast(id);
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

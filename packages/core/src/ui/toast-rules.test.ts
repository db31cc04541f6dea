import { describe, expect, it } from 'vitest';
import {
  EMPTY_TOAST_QUEUE,
  dismissToast,
  enqueueToast,
  resumedAutoHideMs,
  toastExited,
  toastTiming,
  type ToastQueue,
} from './toast-rules.ts';

const error = (key: string) => ({ key, persist: true });
const success = (key: string) => ({ key, persist: false });
const visible = (queue: ToastQueue) => queue.shown.filter((toast) => toast.open).map((toast) => toast.key);

describe('toast timing (spec §9)', () => {
  it('persists errors and auto-hides everything else after 5000 ms', () => {
    expect(toastTiming('error')).toEqual({ persist: true, autoHideMs: null });
    expect(toastTiming('success')).toEqual({ persist: false, autoHideMs: 5000 });
    expect(toastTiming('info')).toEqual({ persist: false, autoHideMs: 5000 });
    expect(toastTiming('default')).toEqual({ persist: false, autoHideMs: 5000 });
  });

  it('resumes a paused timer at half the duration', () => {
    expect(resumedAutoHideMs(5000)).toBe(2500);
  });
});

describe('toast queue (spec §4: at most 3, the oldest dismissed beyond that)', () => {
  it('four quick error toasts leave the newest three', () => {
    let queue = EMPTY_TOAST_QUEUE;
    for (const key of ['e1', 'e2', 'e3', 'e4']) queue = enqueueToast(queue, error(key));
    expect(visible(queue)).toEqual(['e2', 'e3']);
    expect(queue.shown[0]).toMatchObject({ key: 'e1', open: false });
    expect(queue.waiting.map((toast) => toast.key)).toEqual(['e4']);

    queue = toastExited(queue, 'e1');
    expect(visible(queue)).toEqual(['e2', 'e3', 'e4']);
    expect(queue.waiting).toEqual([]);
  });

  it('dismisses the oldest non-persistent toast before any persistent one', () => {
    let queue = EMPTY_TOAST_QUEUE;
    queue = enqueueToast(queue, error('e1'));
    queue = enqueueToast(queue, success('s1'));
    queue = enqueueToast(queue, error('e2'));
    queue = enqueueToast(queue, success('s2'));
    expect(queue.shown.find((toast) => !toast.open)?.key).toBe('s1');
    queue = toastExited(queue, 's1');
    expect(visible(queue)).toEqual(['e1', 'e2', 's2']);
  });

  it('dismisses nothing more while one is leaving, then catches up when it is gone', () => {
    let queue = EMPTY_TOAST_QUEUE;
    for (const key of ['a', 'b', 'c', 'd', 'e']) queue = enqueueToast(queue, success(key));
    expect(queue.shown.filter((toast) => !toast.open).map((toast) => toast.key)).toEqual(['a']);
    expect(queue.waiting.map((toast) => toast.key)).toEqual(['d', 'e']);
    queue = toastExited(queue, 'a');
    expect(visible(queue)).toEqual(['c', 'd']);
    queue = toastExited(queue, 'b');
    expect(visible(queue)).toEqual(['c', 'd', 'e']);
  });

  it('closing a toast lets the next one in once it has left', () => {
    let queue = EMPTY_TOAST_QUEUE;
    queue = enqueueToast(queue, success('a'));
    queue = dismissToast(queue, 'a');
    expect(visible(queue)).toEqual([]);
    queue = toastExited(queue, 'a');
    expect(queue).toEqual(EMPTY_TOAST_QUEUE);
  });
});

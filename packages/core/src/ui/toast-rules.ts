/** Toast constants of spec §9. */
export const TOAST_RULES = {
  maxStack: 3,
  autoHideMs: 5000,
  anchor: { vertical: 'bottom', horizontal: 'left' },
  enterMs: 225,
  exitMs: 195,
  /** The stack closes the gap a dismissed toast leaves in this long… */
  collapseMs: 175,
  /** …and a toast re-enters the stack after this delay. */
  reentryDelayMs: 125,
  /** After a pause (hover, window blur) the timer restarts at this share of the duration. */
  resumeFactor: 0.5,
} as const;

export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

export interface ToastTiming {
  readonly persist: boolean;
  /** Null: never hides by itself. */
  readonly autoHideMs: number | null;
}

/** Spec §9: toasts are not persistent by default; errors persist, everything else auto-hides after 5000 ms. */
export function toastTiming(variant: ToastVariant): ToastTiming {
  return variant === 'error'
    ? { persist: true, autoHideMs: null }
    : { persist: false, autoHideMs: TOAST_RULES.autoHideMs };
}

/** Spec §4: once a pause ends, the timer runs again for half the duration. */
export function resumedAutoHideMs(autoHideMs: number): number {
  return autoHideMs * TOAST_RULES.resumeFactor;
}

export interface QueuedToast {
  readonly key: string;
  readonly persist: boolean;
  /** False once dismissed: the toast is leaving and is removed when its exit completes. */
  readonly open: boolean;
}

export interface ToastQueue {
  /** On screen, oldest first (including toasts that are leaving). */
  readonly shown: readonly QueuedToast[];
  /** Waiting for room. */
  readonly waiting: readonly QueuedToast[];
}

export const EMPTY_TOAST_QUEUE: ToastQueue = { shown: [], waiting: [] };

function showNext(queue: ToastQueue): ToastQueue {
  const [next, ...rest] = queue.waiting;
  return next ? { shown: [...queue.shown, next], waiting: rest } : queue;
}

/**
 * Beyond the maximum the oldest toast is dismissed (spec §4): the oldest non-persistent one, or the oldest of
 * all when every shown toast persists. Nothing more is dismissed while one is already leaving.
 */
function dismissOldest(queue: ToastQueue, max: number): ToastQueue {
  if (queue.shown.some((toast) => !toast.open)) return queue;
  const allPersist = queue.shown.filter((toast) => toast.persist).length >= max;
  const victim = queue.shown.find((toast) => allPersist || !toast.persist);
  if (!victim) return queue;
  return {
    ...queue,
    shown: queue.shown.map((toast) => (toast === victim ? { ...toast, open: false } : toast)),
  };
}

/** A new toast: shown at once when there is room, else queued while the oldest is dismissed. */
export function enqueueToast(
  queue: ToastQueue,
  toast: { readonly key: string; readonly persist: boolean },
  max: number = TOAST_RULES.maxStack,
): ToastQueue {
  const waiting = { ...queue, waiting: [...queue.waiting, { ...toast, open: true }] };
  return queue.shown.length >= max ? dismissOldest(waiting, max) : showNext(waiting);
}

/** Closing a toast (its close button, its timer): it starts leaving; a queued one is dropped. */
export function dismissToast(queue: ToastQueue, key: string): ToastQueue {
  return {
    shown: queue.shown.map((toast) => (toast.key === key ? { ...toast, open: false } : toast)),
    waiting: queue.waiting.filter((toast) => toast.key !== key),
  };
}

/** A toast finished leaving: it is removed, the next waiting one shows, and if more wait the oldest goes. */
export function toastExited(queue: ToastQueue, key: string, max: number = TOAST_RULES.maxStack): ToastQueue {
  const next = showNext({ ...queue, shown: queue.shown.filter((toast) => toast.key !== key) });
  return next.waiting.length === 0 ? next : dismissOldest(next, max);
}

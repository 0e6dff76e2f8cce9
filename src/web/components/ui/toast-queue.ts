/**
 * The toast queue as plain data and pure functions, so its rules are tested without a browser: how many show at
 * once, what a repeat does, how long each stays. toast.tsx renders it.
 */
export type ToastTone = 'success' | 'info';

export interface ToastAction {
  label: string;
  onAction: () => void;
}

export interface ToastInput {
  message: string;
  tone?: ToastTone;
  /** One follow-up, such as Undo; a toast with an action stays longer so that there is time to reach it. */
  action?: ToastAction | undefined;
}

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
  action?: ToastAction | undefined;
}

export interface ToastQueue {
  toasts: readonly Toast[];
  nextId: number;
}

/** More than three at once is a wall of text nobody reads; the oldest makes way. */
export const MAX_TOASTS = 3;
export const TOAST_MS = 5000;
export const TOAST_WITH_ACTION_MS = 10_000;

export const emptyToastQueue: ToastQueue = { toasts: [], nextId: 1 };

/**
 * Adds a toast at the end. The same message again replaces the earlier one (with a new id, so its timer starts
 * over and it is announced again) instead of stacking copies, e.g. when a person saves twice.
 */
export function addToast(queue: ToastQueue, input: ToastInput): ToastQueue {
  const toast: Toast = { id: queue.nextId, message: input.message, tone: input.tone ?? 'success', action: input.action };
  const others = queue.toasts.filter((t) => t.message !== input.message);
  return { toasts: [...others, toast].slice(-MAX_TOASTS), nextId: queue.nextId + 1 };
}

export function dismissToast(queue: ToastQueue, id: number): ToastQueue {
  const toasts = queue.toasts.filter((t) => t.id !== id);
  return toasts.length === queue.toasts.length ? queue : { ...queue, toasts };
}

export function toastDuration(toast: Pick<Toast, 'action'>): number {
  return toast.action ? TOAST_WITH_ACTION_MS : TOAST_MS;
}

export interface PausableTimer {
  pause: () => void;
  resume: () => void;
  cancel: () => void;
}

/**
 * A timeout that can stop and carry on with the time it had left: a toast must not vanish while someone is
 * reading it (pointer over it) or has moved focus into it (to press Undo or Dismiss).
 */
export function pausableTimer(ms: number, onDone: () => void, now: () => number = Date.now): PausableTimer {
  let remaining = ms;
  let startedAt = 0;
  let handle: ReturnType<typeof setTimeout> | null = null;
  let finished = false;

  const start = () => {
    if (finished || handle !== null) return;
    startedAt = now();
    handle = setTimeout(() => {
      handle = null;
      finished = true;
      onDone();
    }, remaining);
  };
  start();

  return {
    pause: () => {
      if (handle === null) return;
      clearTimeout(handle);
      handle = null;
      remaining = Math.max(0, remaining - (now() - startedAt));
    },
    resume: start,
    cancel: () => {
      if (handle !== null) clearTimeout(handle);
      handle = null;
      finished = true;
    },
  };
}

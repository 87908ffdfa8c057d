import { atom } from 'nanostores';

export const TOAST_TONES = ['neutral', 'positive', 'critical', 'caution'] as const;
export type ToastTone = (typeof TOAST_TONES)[number];

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
  duration: number;
}

export const DEFAULT_TOAST_DURATION = 2000;

/** Toasts on screen, oldest first. */
export const $toasts = atom<Toast[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function schedule(id: number, duration: number): void {
  const previous = timers.get(id);
  if (previous !== undefined) clearTimeout(previous);
  timers.delete(id);
  if (duration > 0) timers.set(id, setTimeout(() => dismissToast(id), duration));
}

/**
 * Shows a message; it goes away by itself after `duration` ms (0 keeps it until dismissed).
 * The same message already on screen is not stacked again (several calls failing together
 * say "Request Error" once); its time starts over instead.
 */
export function showToast(
  message: string,
  { tone = 'neutral', duration = DEFAULT_TOAST_DURATION }: { tone?: ToastTone; duration?: number } = {},
): number {
  const same = $toasts.get().find((toast) => toast.message === message && toast.tone === tone);
  const id = same?.id ?? nextId++;
  if (same) {
    $toasts.set($toasts.get().map((toast) => (toast.id === id ? { ...toast, duration } : toast)));
  } else {
    $toasts.set([...$toasts.get(), { id, message, tone, duration }]);
  }
  schedule(id, duration);
  return id;
}

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  const left = $toasts.get().filter((toast) => toast.id !== id);
  if (left.length !== $toasts.get().length) $toasts.set(left);
}

export function clearToasts(): void {
  for (const toast of $toasts.get()) dismissToast(toast.id);
}

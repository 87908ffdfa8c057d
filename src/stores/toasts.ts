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

/** Shows a message; it goes away by itself after `duration` ms (0 keeps it until dismissed). */
export function showToast(
  message: string,
  { tone = 'neutral', duration = DEFAULT_TOAST_DURATION }: { tone?: ToastTone; duration?: number } = {},
): number {
  const id = nextId++;
  $toasts.set([...$toasts.get(), { id, message, tone, duration }]);
  if (duration > 0) timers.set(id, setTimeout(() => dismissToast(id), duration));
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

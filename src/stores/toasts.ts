import { atom } from 'nanostores';

export const TOAST_TONES = ['neutral', 'positive', 'critical', 'caution'] as const;
export type ToastTone = (typeof TOAST_TONES)[number];

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
  duration: number;
}

/** The spec's toast duration: the least time any message stays. */
export const DEFAULT_TOAST_DURATION = 2000;
/** Reading time: about a second to notice the toast, then per character read… */
const NOTICE_MS = 1000;
const PER_CHARACTER_MS = 60;
/** …and no toast lingers longer than this on its own (hovering or focusing still holds it). */
export const MAX_TOAST_DURATION = 12_000;
/** After the pointer or focus leaves a held toast, it stays at least this long. */
export const RELEASED_TOAST_MS = 1500;

// Kana, CJK ideographs, Hangul and full-width forms say about twice as much per character.
const WIDE_CHARACTER = /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u;

/**
 * How long a message stays: the spec's 2 000 ms at least, longer for a long message
 * (≈ 60 ms a character, wide characters counted twice), capped at 12 s.
 */
export function toastDuration(message: string): number {
  let weight = 0;
  for (const character of message) weight += WIDE_CHARACTER.test(character) ? 2 : 1;
  return Math.min(MAX_TOAST_DURATION, Math.max(DEFAULT_TOAST_DURATION, NOTICE_MS + PER_CHARACTER_MS * weight));
}

/** Toasts on screen, oldest first. */
export const $toasts = atom<Toast[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
/** When each running toast goes away (ms since the epoch). */
const deadlines = new Map<number, number>();
/** Toasts held on screen (pointer over them or focus inside), with the time they had left. */
const held = new Map<number, number>();

function schedule(id: number, duration: number): void {
  const previous = timers.get(id);
  if (previous !== undefined) clearTimeout(previous);
  timers.delete(id);
  deadlines.delete(id);
  if (duration <= 0) return;
  if (held.has(id)) {
    held.set(id, duration);
    return;
  }
  timers.set(id, setTimeout(() => dismissToast(id), duration));
  deadlines.set(id, Date.now() + duration);
}

export interface ToastOptions {
  tone?: ToastTone;
  /**
   * Least time on screen in ms; a long message stays its reading time even if this is shorter
   * (see `toastDuration`). 0 keeps it until dismissed.
   */
  duration?: number;
}

/**
 * Shows a message; it goes away by itself after its duration. The same message already on
 * screen is not stacked again (several calls failing together say "Request Error" once); its
 * time starts over instead.
 */
export function showToast(message: string, { tone = 'neutral', duration }: ToastOptions = {}): number {
  const lasts = duration === 0 ? 0 : Math.max(duration ?? 0, toastDuration(message));
  const same = $toasts.get().find((toast) => toast.message === message && toast.tone === tone);
  const id = same?.id ?? nextId++;
  if (same) {
    $toasts.set($toasts.get().map((toast) => (toast.id === id ? { ...toast, duration: lasts } : toast)));
  } else {
    $toasts.set([...$toasts.get(), { id, message, tone, duration: lasts }]);
  }
  schedule(id, lasts);
  return id;
}

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  deadlines.delete(id);
  held.delete(id);
  const left = $toasts.get().filter((toast) => toast.id !== id);
  if (left.length !== $toasts.get().length) $toasts.set(left);
}

export function clearToasts(): void {
  for (const toast of $toasts.get()) dismissToast(toast.id);
}

/** The pointer is over the toast or focus is inside it: it stays until released. */
export function holdToast(id: number): void {
  if (held.has(id) || !$toasts.get().some((toast) => toast.id === id)) return;
  const deadline = deadlines.get(id);
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  deadlines.delete(id);
  // A toast kept until dismissed (no deadline) stays that way.
  held.set(id, deadline === undefined ? 0 : Math.max(0, deadline - Date.now()));
}

/** The pointer and focus have left: the time it had left runs on (at least `RELEASED_TOAST_MS`). */
export function releaseToast(id: number): void {
  const left = held.get(id);
  if (left === undefined) return;
  held.delete(id);
  if (left > 0) schedule(id, Math.max(left, RELEASED_TOAST_MS));
}

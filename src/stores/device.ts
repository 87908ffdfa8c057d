import { atom, computed, onMount } from 'nanostores';
import { DESKTOP_QUERY } from '../lib/desktop.ts';

/** Windows at least this wide get the desktop layout. */
export { DESKTOP_MIN_WIDTH, DESKTOP_QUERY } from '../lib/desktop.ts';

export type Device = 'desktop' | 'mobile';

/** Desktop or mobile, following the window width. Desktop on the server, where there is no window. */
export const $device = atom<Device>('desktop');
export const $isDesktop = computed($device, (device) => device === 'desktop');

type MediaWindow = Pick<Window, 'matchMedia'>;

/** Keeps `$device` in step with the window; returns the function that stops it. */
export function followWindowWidth(win: MediaWindow): () => void {
  const query = win.matchMedia(DESKTOP_QUERY);
  const update = () => $device.set(query.matches ? 'desktop' : 'mobile');
  update();
  query.addEventListener('change', update);
  return () => query.removeEventListener('change', update);
}

onMount($device, () => {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
  return followWindowWidth(window);
});

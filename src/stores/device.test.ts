import { afterEach, describe, expect, it } from 'vitest';
import { $device, $isDesktop, DESKTOP_QUERY, followWindowWidth } from './device.ts';

/** A window whose width the test sets; answers media queries of the `(min-width: Npx)` form. */
function fakeWindow(width: number) {
  const queries: { min: number; listeners: Set<() => void>; readonly matches: boolean }[] = [];
  const win = {
    width,
    matchMedia(query: string) {
      const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1]);
      const entry = {
        min,
        listeners: new Set<() => void>(),
        get matches() {
          return win.width >= min;
        },
        addEventListener: (_: string, fn: () => void) => entry.listeners.add(fn),
        removeEventListener: (_: string, fn: () => void) => entry.listeners.delete(fn),
      };
      queries.push(entry);
      return entry as unknown as MediaQueryList;
    },
    resize(to: number) {
      const before = queries.map((q) => q.matches);
      win.width = to;
      queries.forEach((q, i) => {
        if (q.matches !== before[i]) q.listeners.forEach((fn) => fn());
      });
    },
    listenerCount: () => queries.reduce((n, q) => n + q.listeners.size, 0),
  };
  return win;
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  $device.set('desktop');
});

describe('$device', () => {
  it('asks for at least 768 px', () => {
    expect(DESKTOP_QUERY).toBe('(min-width: 768px)');
  });

  it('is desktop at exactly 768 px and mobile at 767 px', () => {
    stop = followWindowWidth(fakeWindow(768));
    expect($device.get()).toBe('desktop');
    expect($isDesktop.get()).toBe(true);
    stop();
    stop = followWindowWidth(fakeWindow(767));
    expect($device.get()).toBe('mobile');
    expect($isDesktop.get()).toBe(false);
  });

  it('follows the window when it is resized across the threshold', () => {
    const win = fakeWindow(1280);
    stop = followWindowWidth(win);
    win.resize(600);
    expect($device.get()).toBe('mobile');
    win.resize(1024);
    expect($device.get()).toBe('desktop');
  });

  it('stops following after cleanup', () => {
    const win = fakeWindow(1280);
    stop = followWindowWidth(win);
    stop();
    expect(win.listenerCount()).toBe(0);
    win.resize(500);
    expect($device.get()).toBe('desktop');
  });

  it('is desktop where there is no window (server rendering)', () => {
    expect(typeof window).toBe('undefined');
    const off = $isDesktop.listen(() => undefined);
    expect($device.get()).toBe('desktop');
    off();
  });
});

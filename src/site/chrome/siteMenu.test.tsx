// The header's menu button and dialog on a test DOM: aria-expanded follows the dialog, the close
// button and the backdrop close it, focus returns to the button, a wide window closes it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSiteMenu } from './siteMenu.ts';

let stop: (() => void) | undefined;
let widthListeners: (() => void)[] = [];
let wide = false;
const win = {
  matchMedia: () =>
    ({
      get matches() {
        return wide;
      },
      addEventListener: (_: string, listener: () => void) => void widthListeners.push(listener),
      removeEventListener: (_: string, listener: () => void) => void (widthListeners = widthListeners.filter((l) => l !== listener)),
    }) as unknown as MediaQueryList,
};

beforeEach(() => {
  wide = false;
  widthListeners = [];
  document.body.innerHTML = `
    <button type="button" aria-expanded="false" aria-controls="site-menu" data-site-menu-open>Menu</button>
    <dialog id="site-menu" data-site-menu>
      <div data-panel>
        <button type="button" data-site-menu-close><svg></svg><span>Close</span></button>
        <a href="/game/notice">Notices</a>
      </div>
    </dialog>`;
  stop = startSiteMenu(document, win);
});
afterEach(() => {
  stop?.();
  stop = undefined;
});

const button = () => document.querySelector<HTMLButtonElement>('[data-site-menu-open]')!;
const dialog = () => document.querySelector<HTMLDialogElement>('dialog')!;

function openMenu() {
  button().focus();
  button().click();
  expect(dialog().open).toBe(true);
  expect(button().getAttribute('aria-expanded')).toBe('true');
}

describe('site menu', () => {
  it('opens as the button says and closes from its close button, giving focus back', () => {
    openMenu();
    document.querySelector<HTMLElement>('[data-site-menu-close] span')!.click();
    expect(dialog().open).toBe(false);
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button());
  });

  it('closes on a click on the backdrop, not on one inside the panel', () => {
    openMenu();
    document.querySelector<HTMLElement>('[data-panel]')!.click();
    expect(dialog().open).toBe(true);
    dialog().click();
    expect(dialog().open).toBe(false);
    expect(button().getAttribute('aria-expanded')).toBe('false');
  });

  it('follows a close it did not make itself (Escape closes a modal dialog the same way)', () => {
    openMenu();
    dialog().close();
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button());
  });

  it('closes when the window becomes wide enough for the header’s row', () => {
    openMenu();
    wide = true;
    for (const listener of widthListeners) listener();
    expect(dialog().open).toBe(false);
  });

  it('does nothing once stopped', () => {
    stop?.();
    stop = undefined;
    button().click();
    expect(dialog().open).toBe(false);
  });
});

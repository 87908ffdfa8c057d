// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $progress, pendingProgress, resetProgress, trackPageLoads } from './progress.ts';

// The DOM would really navigate on a link click; stop it after the page's own listeners ran
// (window is the last stop of a bubbling click, after the document listener under test).
const stayOnPage = (event: Event) => event.preventDefault();
let stop: (() => void) | undefined;

beforeEach(() => window.addEventListener('click', stayOnPage));
afterEach(() => {
  stop?.();
  stop = undefined;
  window.removeEventListener('click', stayOnPage);
  resetProgress();
  document.body.innerHTML = '';
});

function anchor(href: string, setup: (a: HTMLAnchorElement) => void = () => undefined): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = href;
  setup(a);
  document.body.append(a);
  return a;
}

function click(target: Element, init: MouseEventInit = {}): void {
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
}

describe('page load tracking', () => {
  it('starts on a click to another page of this site and is done on load', () => {
    stop = trackPageLoads(window);
    expect($progress.get()).toBeNull();
    click(anchor('/game/notice'));
    expect(pendingProgress()).toBe(1);
    expect($progress.get()).toBe(0.08);
    window.dispatchEvent(new Event('load'));
    expect(pendingProgress()).toBe(0);
    expect($progress.get()).toBe(1);
  });

  it('counts a click on an element inside the link', () => {
    stop = trackPageLoads(window);
    const a = anchor('/support');
    const label = document.createElement('span');
    a.append(label);
    click(label);
    expect(pendingProgress()).toBe(1);
  });

  it.each([
    ['another site', anchor.bind(null, 'https://elsewhere.example/'), {}],
    ['a new tab', (h = '/support') => anchor(h, (a) => (a.target = '_blank')), {}],
    ['a download', (h = '/app.apk') => anchor(h, (a) => a.setAttribute('download', '')), {}],
    ['a link the page handled itself', (h = '/support') => anchor(h, (a) => a.addEventListener('click', stayOnPage)), {}],
    ['a jump within this page', () => anchor(`${location.pathname}#top`), {}],
    ['a ctrl-click', anchor.bind(null, '/support'), { ctrlKey: true }],
    ['a middle click', anchor.bind(null, '/support'), { button: 1 }],
  ] as const)('ignores %s', (_name, make, init) => {
    stop = trackPageLoads(window);
    click(make(), init);
    expect(pendingProgress()).toBe(0);
    expect($progress.get()).toBeNull();
  });

  it('starts once for a link click followed by beforeunload', () => {
    stop = trackPageLoads(window);
    click(anchor('/support'));
    window.dispatchEvent(new Event('beforeunload'));
    expect(pendingProgress()).toBe(1);
  });

  it('stops listening after cleanup', () => {
    stop = trackPageLoads(window);
    stop();
    stop = undefined;
    window.dispatchEvent(new Event('beforeunload'));
    click(anchor('/support'));
    expect(pendingProgress()).toBe(0);
  });
});

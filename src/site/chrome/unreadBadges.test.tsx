import { describe, expect, it } from 'vitest';
import { showUnreadLetters, unreadBadgeText } from './userArea.ts';

describe('unread letter badges', () => {
  it('shows nothing at zero and 99+ past 99', () => {
    expect([unreadBadgeText(undefined), unreadBadgeText(0), unreadBadgeText(5), unreadBadgeText(99), unreadBadgeText(100)]).toEqual(['', '', '5', '99', '99+']);
  });

  it('writes the count into the header badge and adds one beside every other link to the inbox, once', () => {
    document.body.innerHTML = `
      <a href="/en-US/user/station-letter" data-inbox-link><span data-inbox-count hidden></span></a>
      <nav><a href="/en-US/user/station-letter">Messages</a><a href="/en-US/user/user-center">User centre</a></nav>`;
    showUnreadLetters(document, 3);
    showUnreadLetters(document, 4);
    const badges = [...document.querySelectorAll<HTMLElement>('[data-inbox-count]')];
    expect(badges).toHaveLength(2);
    expect(badges.map((b) => [b.textContent, b.hidden])).toEqual([['4', false], ['4', false]]);
    expect(document.querySelector('nav a:last-child')!.querySelector('[data-inbox-count]')).toBeNull();
    showUnreadLetters(document, 0);
    expect(badges.every((b) => b.hidden && b.textContent === '')).toBe(true);
  });
});

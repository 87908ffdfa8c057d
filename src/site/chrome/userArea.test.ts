import { describe, expect, it } from 'vitest';
import { markSession, showBalance, withCurrentPage } from './userArea.ts';

describe('header account links', () => {
  it('points the login link back at the page as it is now, query included', () => {
    const location = { origin: 'http://hall.test', pathname: '/en-US/game/notice', search: '?page=3' };
    expect(withCurrentPage('/en-US/login?redirect=%2Fen-US%2Fgame%2Fnotice', location)).toBe(
      '/en-US/login?redirect=%2Fen-US%2Fgame%2Fnotice%3Fpage%3D3',
    );
  });

  it('leaves a link without a redirect alone', () => {
    const location = { origin: 'http://hall.test', pathname: '/login', search: '?x=1' };
    expect(withCurrentPage('/login', location)).toBe('/login');
  });

  it('marks the page signed in and takes the mark away again', () => {
    const root = { dataset: {} as DOMStringMap } as HTMLElement;
    markSession(root, true);
    expect('session' in root.dataset).toBe(true);
    markSession(root, false);
    expect('session' in root.dataset).toBe(false);
  });
});

describe('header balance', () => {
  function link(template: string) {
    const amount = { textContent: '' };
    const attributes = new Map<string, string>([['aria-busy', 'true']]);
    const element = {
      dataset: { balanceTemplate: template } as DOMStringMap,
      querySelector: (selector: string) => (selector === '[data-balance-amount]' ? amount : null),
      setAttribute: (name: string, value: string) => void attributes.set(name, value),
      removeAttribute: (name: string) => void attributes.delete(name),
    };
    return { element: element as unknown as HTMLElement, amount, busy: () => attributes.get('aria-busy') === 'true' };
  }

  it('writes the balance in the language’s digits and wording, and is no longer busy', () => {
    const { element, amount, busy } = link('{{amount}} coins');
    showBalance(element, '1234567.5', 'en-US');
    expect(amount.textContent).toBe('1,234,567.5 coins');
    expect(busy()).toBe(false);
    showBalance(element, '0.1234', 'vi-VN');
    expect(amount.textContent).toBe('0,1234 coins');
  });

  it('keeps its place with an empty, busy amount while the balance is unknown', () => {
    const { element, amount, busy } = link('{{amount}} コイン');
    showBalance(element, '1', 'ja-JP');
    showBalance(element, undefined, 'ja-JP');
    expect(amount.textContent).toBe('');
    expect(busy()).toBe(true);
  });
});

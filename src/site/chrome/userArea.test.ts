import { describe, expect, it } from 'vitest';
import { markSession, withCurrentPage } from './userArea.ts';

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

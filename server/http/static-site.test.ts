import { describe, expect, it } from 'vitest';
import { cacheControlFor, indexRedirectTarget } from './static-site.ts';

describe('indexRedirectTarget', () => {
  it('sends /index and a locale index to the site root of that locale', () => {
    expect(indexRedirectTarget('/index')).toBe('/');
    expect(indexRedirectTarget('/index.html')).toBe('/');
    expect(indexRedirectTarget('/en-US/index')).toBe('/en-US/');
  });
  it('leaves other paths alone', () => {
    expect(indexRedirectTarget('/')).toBeNull();
    expect(indexRedirectTarget('/about/index')).toBeNull();
    expect(indexRedirectTarget('/xx-YY/index')).toBeNull();
    expect(indexRedirectTarget('/indexes')).toBeNull();
  });
});

describe('cacheControlFor', () => {
  it('makes hashed assets immutable and pages revalidate', () => {
    expect(cacheControlFor('/_astro/app.1a2b.js')).toContain('immutable');
    expect(cacheControlFor('/game/notice/')).toBe('no-cache');
    expect(cacheControlFor('/404.html')).toBe('no-cache');
    expect(cacheControlFor('/games/slot-classic-777.svg')).not.toContain('immutable');
  });
});

import { describe, expect, it } from 'vitest';
import { redirectHelperTarget as helperTarget, safeRedirectTarget as redirectTarget } from './redirectTarget.ts';

const ORIGIN = 'http://localhost:4321';
const safeRedirectTarget = (value: string | null | undefined) => redirectTarget(value, ORIGIN);
const redirectHelperTarget = (location: { pathname: string; search: string; hash: string }) => helperTarget({ ...location, origin: ORIGIN });

describe('safeRedirectTarget', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeRedirectTarget('/en-US/user/record?page=2#top')).toBe('/en-US/user/record?page=2#top');
    expect(safeRedirectTarget('/user/user-center')).toBe('/user/user-center');
  });

  it('refuses other sites, odd schemes and nothing at all', () => {
    for (const value of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'user/x', '', null, undefined, '/.//evil.example/', '/x/..//evil.example', '/%2F%2Fevil.example']) {
      expect(safeRedirectTarget(value)).toBeUndefined();
    }
  });

  it('never sends the browser back to the login route', () => {
    expect(safeRedirectTarget('/login')).toBeUndefined();
    expect(safeRedirectTarget('/ko-KR/login/?tab=register')).toBeUndefined();
  });
});

describe('redirectHelperTarget', () => {
  it('goes on to the path after /redirect, in the same language, keeping query and hash', () => {
    expect(redirectHelperTarget({ pathname: '/redirect/user/record', search: '?page=2', hash: '#list' })).toBe('/user/record?page=2#list');
    expect(redirectHelperTarget({ pathname: '/zh-TW/redirect/user/user-center/', search: '', hash: '' })).toBe('/zh-TW/user/user-center');
  });

  it('leads home from the helper’s own root and stays on this site', () => {
    expect(redirectHelperTarget({ pathname: '/redirect/', search: '', hash: '' })).toBe('/');
    expect(redirectHelperTarget({ pathname: '/en-US/redirect', search: '', hash: '' })).toBe('/en-US/');
    expect(redirectHelperTarget({ pathname: '/redirect//evil.example/x', search: '', hash: '' })).toBe('/evil.example/x');
    expect(redirectHelperTarget({ pathname: '/redirect/.//evil.example/x', search: '', hash: '' })).toBe('/');
    expect(redirectHelperTarget({ pathname: '/redirect/%2F%2Fevil.example/x', search: '', hash: '' })).toBe('/');
  });
});

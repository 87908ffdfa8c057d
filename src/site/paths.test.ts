import { describe, expect, it } from 'vitest';
import { PREFIXED_LOCALES } from '../../shared/locales.ts';
import { localeStaticPaths, pagePath } from './paths.ts';

describe('localeStaticPaths', () => {
  it('puts ja-JP at the root and every other locale under its prefix', () => {
    const paths = localeStaticPaths();
    expect(paths[0]).toEqual({ params: { locale: undefined }, props: { locale: 'ja-JP' } });
    expect(paths.slice(1).map((p) => p.params.locale)).toEqual(PREFIXED_LOCALES);
    expect(paths.every((p) => p.props.locale === (p.params.locale ?? 'ja-JP'))).toBe(true);
  });

  it('crosses the route’s own params with every locale', () => {
    const paths = localeStaticPaths(() => [{ params: { page: 'a' } }, { params: { page: 'b' } }]);
    expect(paths).toHaveLength(14);
    expect(paths).toContainEqual({ params: { page: 'b', locale: 'fil-PH' }, props: { locale: 'fil-PH' } });
  });
});

describe('pagePath', () => {
  it('drops the locale prefix and trailing slash', () => {
    expect(pagePath('/en-US/game/notice/')).toBe('/game/notice');
    expect(pagePath('/game/guide/2')).toBe('/game/guide/2');
  });

  it('gives "/" for the home page of any locale', () => {
    expect(pagePath('/')).toBe('/');
    expect(pagePath('/ko-KR/')).toBe('/');
    expect(pagePath('/ko-KR')).toBe('/');
  });
});

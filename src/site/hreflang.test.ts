import { describe, expect, it } from 'vitest';
import { LOCALES, LOCALE_META } from '../../shared/locales.ts';
import { absoluteUrl, alternateLinks } from './hreflang.ts';

describe('alternateLinks', () => {
  const links = alternateLinks('/game/notice', 'https://hall.example');

  it('lists every locale once, by its html lang tag, plus x-default', () => {
    expect(links.map((l) => l.hreflang)).toEqual([...LOCALES.map((l) => LOCALE_META[l].htmlLang), 'x-default']);
    expect(links.map((l) => l.hreflang)).toContain('zh-Hant');
  });

  it('points ja-JP and x-default at the unprefixed address', () => {
    const byLang = Object.fromEntries(links.map((l) => [l.hreflang, l.href]));
    expect(byLang['ja']).toBe('https://hall.example/game/notice');
    expect(byLang['x-default']).toBe('https://hall.example/game/notice');
    expect(byLang['vi']).toBe('https://hall.example/vi-VN/game/notice');
  });

  it('links the home page of each locale with its trailing slash', () => {
    const home = alternateLinks('/', 'https://hall.example/');
    expect(home.find((l) => l.hreflang === 'en')?.href).toBe('https://hall.example/en-US/');
    expect(home.find((l) => l.hreflang === 'ja')?.href).toBe('https://hall.example/');
  });
});

describe('absoluteUrl', () => {
  it('joins the site origin and the localized path', () => {
    expect(absoluteUrl('/about/about-us', 'zh-CN', new URL('http://localhost:4321'))).toBe(
      'http://localhost:4321/zh-CN/about/about-us',
    );
  });
});

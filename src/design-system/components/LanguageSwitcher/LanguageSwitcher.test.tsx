import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { localizePath } from '../../../../shared/locales.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';

// Static pages render this on the server and never hydrate it, so the markup alone must carry everything.
describe('LanguageSwitcher server markup', () => {
  const hrefFor = (locale: Parameters<typeof localizePath>[1]) => localizePath('/support', locale);

  it('select: preselects the current language and gives every option its target', () => {
    const html = renderToStaticMarkup(<LanguageSwitcher current="ko-KR" hrefFor={hrefFor} />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const options = [...doc.querySelectorAll('option')];
    expect(options.map((o) => o.dataset.locale)).toEqual(['ja-JP', 'en-US', 'ko-KR', 'zh-CN', 'zh-TW', 'fil-PH', 'vi-VN']);
    expect(doc.querySelector('option[selected]')?.getAttribute('value')).toBe('ko-KR');
    expect(doc.querySelector('[data-locale="ja-JP"]')?.getAttribute('data-href')).toBe('/support');
    expect(doc.querySelector('[data-locale="vi-VN"]')?.getAttribute('data-href')).toBe('/vi-VN/support');
    expect(doc.querySelector('[data-language-switcher="select"] label')?.textContent).toBe('언어');
  });

  it('links: plain anchors that work without script, current marked', () => {
    const html = renderToStaticMarkup(<LanguageSwitcher current="fil-PH" variant="links" hrefFor={hrefFor} />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const links = [...doc.querySelectorAll('a')];
    expect(links).toHaveLength(7);
    expect(links.find((a) => a.dataset.locale === 'zh-CN')?.getAttribute('href')).toBe('/zh-CN/support');
    expect(doc.querySelector('a[aria-current="true"]')?.getAttribute('data-locale')).toBe('fil-PH');
    expect(doc.querySelector('a[data-locale="ja-JP"]')?.getAttribute('hreflang')).toBe('ja');
  });
});

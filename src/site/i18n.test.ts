import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales.ts';
import { resourcesFromFiles, t } from './i18n.ts';

const localesDir = fileURLToPath(new URL('../../locales/', import.meta.url));
const SITE_NAMESPACES = ['common', 'site'];

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

function read(locale: string, ns: string): Record<string, unknown> {
  return JSON.parse(readFileSync(`${localesDir}${locale}/${ns}.json`, 'utf8'));
}

describe('site strings', () => {
  it.each(SITE_NAMESPACES)('%s.json has the same non-empty keys in every language', (ns) => {
    const base = keysOf(read('ja-JP', ns)).sort();
    expect(base.length).toBeGreaterThan(10);
    for (const locale of LOCALES) {
      const json = read(locale, ns);
      expect(keysOf(json).sort(), locale).toEqual(base);
      for (const key of base) {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], json);
        expect(typeof value === 'string' && value.trim().length > 0, `${locale} ${ns}:${key}`).toBe(true);
      }
    }
  });

  it('keeps interpolation placeholders identical across languages', () => {
    const placeholders = (s: unknown) => (String(s).match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const ns of SITE_NAMESPACES) {
      const base = read('ja-JP', ns);
      for (const key of keysOf(base)) {
        const get = (json: unknown) => key.split('.').reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], json);
        for (const locale of LOCALES) {
          expect(placeholders(get(read(locale, ns))), `${locale} ${ns}:${key}`).toEqual(placeholders(get(base)));
        }
      }
    }
  });

  it('has a folder for every language and nothing else', () => {
    const folders = readdirSync(localesDir).filter((f) => !f.startsWith('.'));
    expect(folders.sort()).toEqual([...LOCALES].sort());
  });
});

describe('t', () => {
  it('answers in the requested language', () => {
    expect(t('en-US', 'common:notFound.title')).toBe("Oops! That page can't be found");
    expect(t('ja-JP', 'common:nav.home')).toBe('ホーム');
    expect(t('zh-TW', 'common:nav.notice')).toBe('網站公告');
  });

  it('interpolates values', () => {
    expect(t('en-US', 'common:footer.rights', { year: 2031 })).toContain('2031');
  });

  it('uses the common namespace by default', () => {
    expect(t('ko-KR', 'nav.home')).toBe(t('ko-KR', 'common:nav.home'));
  });

  it('never returns a raw key for a known key in any language', () => {
    for (const locale of LOCALES) {
      expect(t(locale, 'site:home.enterHall')).not.toContain('home.enterHall');
    }
  });
});

describe('resourcesFromFiles', () => {
  it('groups files by language and namespace', () => {
    const resources = resourcesFromFiles({
      '../../locales/en-US/common.json': { a: 'A' },
      '../../locales/en-US/site.json': { b: 'B' },
      '../../locales/ja-JP/common.json': { a: 'あ' },
      '../../elsewhere/x.json': { ignored: true },
    });
    expect(resources).toEqual({ 'en-US': { common: { a: 'A' }, site: { b: 'B' } }, 'ja-JP': { common: { a: 'あ' } } });
  });
});

import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales.ts';
import { describeProblem, findLocaleProblems, readLocaleFiles, type LocaleFiles } from '../../scripts/check-locales.ts';

const realLocales = join(import.meta.dirname, '..', '..', 'locales');

/** A complete, correctly translated namespace in all 7 languages. */
function completeFiles(): LocaleFiles {
  const greet: Record<string, string> = {
    'ja-JP': 'こんにちは {{name}}',
    'en-US': 'Hello {{name}}',
    'ko-KR': '안녕하세요 {{name}}',
    'zh-CN': '你好 {{name}}',
    'zh-TW': '您好 {{name}}',
    'fil-PH': 'Kumusta {{name}}',
    'vi-VN': 'Xin chào {{name}}',
  };
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, { demo: { greet: greet[locale], pages: { count: '{{page}} / {{total}}' } } }]),
  );
}

let temp: string | undefined;
afterEach(() => {
  if (temp) rmSync(temp, { recursive: true, force: true });
  temp = undefined;
});

describe('locale check', () => {
  it('finds nothing wrong in the real locales/ folder', () => {
    const problems = findLocaleProblems(readLocaleFiles(realLocales));
    expect(problems.map(describeProblem)).toEqual([]);
  });

  it('reports a key missing from one language in a folder on disk', () => {
    temp = mkdtempSync(join(tmpdir(), 'locales-'));
    for (const [locale, namespaces] of Object.entries(completeFiles())) {
      mkdirSync(join(temp, locale));
      for (const [namespace, tree] of Object.entries(namespaces)) {
        const copy = structuredClone(tree) as { greet?: string };
        if (locale === 'ko-KR') delete copy.greet;
        writeFileSync(join(temp, locale, `${namespace}.json`), JSON.stringify(copy));
      }
    }
    expect(findLocaleProblems(readLocaleFiles(temp))).toEqual([
      { locale: 'ko-KR', namespace: 'demo', key: 'greet', kind: 'missing-key' },
    ]);
  });

  it('accepts a complete set, including values without words', () => {
    expect(findLocaleProblems(completeFiles())).toEqual([]);
  });

  it('reports a missing namespace file', () => {
    const files = completeFiles();
    delete files['vi-VN']!.demo;
    expect(findLocaleProblems(files)).toEqual([{ locale: 'vi-VN', namespace: 'demo', key: '', kind: 'missing-file' }]);
  });

  it('reports empty values, values left in Japanese, keys ja-JP lacks and broken placeholders', () => {
    const files = completeFiles();
    (files['en-US']!.demo as Record<string, unknown>).greet = '  ';
    (files['fil-PH']!.demo as Record<string, unknown>).greet = 'こんにちは {{name}}';
    (files['zh-CN']!.demo as Record<string, unknown>).extra = '多余';
    (files['vi-VN']!.demo as Record<string, unknown>).greet = 'Xin chào {{user}}';
    const problems = findLocaleProblems(files).map((p) => `${p.locale} ${p.key} ${p.kind}`);
    expect(problems.sort()).toEqual(
      ['en-US greet empty', 'fil-PH greet untranslated', 'vi-VN greet placeholders', 'zh-CN extra extra-key'].sort(),
    );
  });

  it('allows a value equal to ja-JP only where an exception names that key and language', () => {
    const files = completeFiles();
    (files['zh-TW']!.demo as Record<string, unknown>).greet = 'こんにちは {{name}}';
    (files['ko-KR']!.demo as Record<string, unknown>).greet = 'こんにちは {{name}}';
    const exceptions = [{ namespace: 'demo', key: 'greet', locales: ['zh-TW'] as const, why: 'test' }];
    expect(findLocaleProblems(files, exceptions).map((p) => `${p.locale} ${p.kind}`)).toEqual(['ko-KR untranslated']);
  });
});

// One name for the hall per language: common.json's brand. Content names it through $t(common:brand)
// (filled at build), so a page cannot spell it another way; locale strings are checked for the
// variants that once crept in (游戏厅 beside 游戏大厅, the English name inside other languages).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../shared/locales.ts';
import { labelLookup } from '../site/i18n.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const brand = (locale: Locale) => labelLookup(locale)('common:brand')!;

/** Names of the hall a language must not use (besides, in content, its own brand written out). */
const RETIRED: Record<Locale, string[]> = {
  'ja-JP': ['Game Hall', 'ゲーム ホール'],
  'en-US': ['GameHall'],
  'zh-CN': ['游戏厅', 'Game Hall'],
  'zh-TW': ['遊戲廳', 'Game Hall'],
  'ko-KR': ['Game Hall', '게임 홀'],
  'vi-VN': ['Game Hall'],
  'fil-PH': ['GameHall'],
};

const filesOf = (dir: string) => readdirSync(join(root, dir)).map((name) => join(dir, name));
const contentFiles = (locale: Locale) => ['pages', 'guide', 'faq'].flatMap((collection) => filesOf(`src/content/${collection}/${locale}`));

describe('the hall’s name', () => {
  it('is 游戏大厅 in Simplified and 遊戲大廳 in Traditional Chinese', () => {
    expect([brand('zh-CN'), brand('zh-TW')]).toEqual(['游戏大厅', '遊戲大廳']);
  });

  it.each(LOCALES)('%s: content names the hall only through $t(common:brand)', (locale) => {
    const found = contentFiles(locale).flatMap((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      return [brand(locale), ...RETIRED[locale]].filter((name) => text.includes(name)).map((name) => `${file}: ${name}`);
    });
    expect(found).toEqual([]);
    expect(contentFiles(locale).some((file) => readFileSync(join(root, file), 'utf8').includes('$t(common:brand)'))).toBe(true);
  });

  it.each(LOCALES)('%s: no locale string uses another name for the hall', (locale) => {
    const found = filesOf(`locales/${locale}`).flatMap((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      return RETIRED[locale].filter((name) => text.includes(name)).map((name) => `${file}: ${name}`);
    });
    expect(found).toEqual([]);
  });
});

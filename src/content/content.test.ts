import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/locales.ts';
import { parseMarkdown } from './frontmatter.ts';
import { faqSchema, GUIDE_TABS, guideSchema, PAGE_SLUGS, pageSchema } from './schemas.ts';

const contentDir = fileURLToPath(new URL('.', import.meta.url));

const collections = {
  pages: pageSchema,
  guide: guideSchema,
  faq: faqSchema,
} satisfies Record<string, z.ZodType>;
type CollectionName = keyof typeof collections;

function namesIn(collection: CollectionName, locale: Locale): string[] {
  const dir = join(contentDir, collection, locale);
  let files: string[] = [];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  return files.filter((f) => f.endsWith('.md')).map((f) => f.slice(0, -3)).sort();
}

function read(collection: CollectionName, locale: Locale, name: string) {
  return parseMarkdown(readFileSync(join(contentDir, collection, locale, `${name}.md`), 'utf8'));
}

function allEntries(collection: CollectionName) {
  return LOCALES.flatMap((locale) =>
    namesIn(collection, locale).map((name) => ({ locale, name, ...read(collection, locale, name) })),
  );
}

describe('every locale has the same entries as ja-JP', () => {
  it('ja-JP has exactly the required page slugs and guide tabs, and at least ten FAQ entries', () => {
    expect(namesIn('pages', DEFAULT_LOCALE)).toEqual([...PAGE_SLUGS].sort());
    expect(namesIn('guide', DEFAULT_LOCALE)).toEqual([...GUIDE_TABS]);
    expect(namesIn('faq', DEFAULT_LOCALE).length).toBeGreaterThanOrEqual(10);
  });

  for (const collection of Object.keys(collections) as CollectionName[]) {
    it.each(LOCALES.filter((l) => l !== DEFAULT_LOCALE))(`${collection}: %s matches ja-JP`, (locale) => {
      expect(namesIn(collection, locale)).toEqual(namesIn(collection, DEFAULT_LOCALE));
    });
  }
});

describe('frontmatter follows the collection schemas', () => {
  for (const collection of Object.keys(collections) as CollectionName[]) {
    it(`${collection}: every file validates`, () => {
      const failures = allEntries(collection)
        .map(({ locale, name, data }) => ({ id: `${locale}/${name}`, result: collections[collection].safeParse(data) }))
        .filter(({ result }) => !result.success)
        .map(({ id, result }) => `${id}: ${result.error?.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
      expect(failures).toEqual([]);
    });
  }

  it('guide tabs are ordered by their file number and FAQ orders are unique per locale', () => {
    for (const locale of LOCALES) {
      for (const tab of GUIDE_TABS) {
        expect(guideSchema.parse(read('guide', locale, tab).data).order, `${locale}/${tab}`).toBe(Number(tab));
      }
      const orders = namesIn('faq', locale).map((id) => faqSchema.parse(read('faq', locale, id).data).order);
      expect(new Set(orders).size, locale).toBe(orders.length);
    }
  });
});

describe('copy is real and states the business facts consistently', () => {
  // Characters rather than words, so CJK text is measured fairly; catches stubs and placeholders.
  it('no entry is a stub', () => {
    const minChars: Record<CollectionName, number> = { pages: 180, guide: 120, faq: 40 };
    for (const collection of Object.keys(collections) as CollectionName[]) {
      for (const { locale, name, body } of allEntries(collection)) {
        expect(body.trim().length, `${collection}/${locale}/${name}`).toBeGreaterThanOrEqual(minChars[collection]);
        // Placeholders the build fills ({{minAge}}, $t(ns:key)) are not stubs; any other {{ is.
        expect(body.replace(/\{\{\s*minAge\s*\}\}/g, ''), `${collection}/${locale}/${name}`).not.toMatch(/lorem ipsum|TODO|TBD|\{\{/i);
      }
    }
  });

  const exchange: Record<Locale, RegExp> = {
    'ja-JP': /1円\s*=\s*1ゲームコイン/,
    'en-US': /1 yen = 1 game coin/,
    'ko-KR': /1엔\s*=\s*1게임 코인/,
    'fil-PH': /1 yen = 1 game coin/,
    'zh-CN': /1元\s*=\s*20游戏币/,
    'zh-TW': /1元\s*=\s*20遊戲幣/,
    'vi-VN': /1 nhân dân tệ = 20 xu trò chơi/,
  };
  const wrongRate: Record<Locale, RegExp> = {
    'ja-JP': /人民元|\d\s*元|=\s*20/,
    'en-US': /yuan|=\s*20/i,
    'ko-KR': /\d\s*위안|=\s*20/,
    'fil-PH': /yuan|=\s*20/i,
    'zh-CN': /日元|1\s*円|=\s*1[^\d]/,
    'zh-TW': /日圓|日元|1\s*円|=\s*1[^\d]/,
    'vi-VN': /yên nhật|\d\s*yên|=\s*1[^\d]/i,
  };

  it.each(LOCALES)('%s: the deposit guide states the exchange rate, and no text states the other one', (locale) => {
    expect(read('pages', locale, 'guide-deposit').body).toMatch(exchange[locale]);
    for (const collection of Object.keys(collections) as CollectionName[]) {
      for (const name of namesIn(collection, locale)) {
        expect(read(collection, locale, name).body, `${collection}/${locale}/${name}`).not.toMatch(wrongRate[locale]);
      }
    }
  });

  it.each(LOCALES)('%s: the support page gives the support email', (locale) => {
    expect(read('pages', locale, 'support').body).toContain('support@game-hall.example');
  });
});

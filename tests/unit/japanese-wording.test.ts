// One place, one name: the Japanese text calls the user centre "マイページ" everywhere (the
// header, its menus, the guides and FAQ), never "ユーザーセンター" next to it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

/** Terms the Japanese text must not use, with the one it uses instead. */
const JAPANESE_TERMS = [{ avoid: 'ユーザーセンター', use: 'マイページ' }] as const;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every ja-JP UI string file and every ja-JP content file. */
function japaneseTextFiles(): string[] {
  const content = filesUnder(join(root, 'src/content')).filter((file) => file.split('/').includes('ja-JP'));
  return [...filesUnder(join(root, 'locales/ja-JP')), ...content];
}

describe('Japanese wording', () => {
  it('finds the Japanese text files', () => {
    const files = japaneseTextFiles().map((file) => relative(root, file));
    expect(files).toContain('locales/ja-JP/user.json');
    expect(files.some((file) => file.startsWith('src/content/') && file.endsWith('.md'))).toBe(true);
  });

  for (const { avoid, use } of JAPANESE_TERMS) {
    it(`says "${use}", never "${avoid}"`, () => {
      const offending = japaneseTextFiles()
        .filter((file) => readFileSync(file, 'utf8').includes(avoid))
        .map((file) => relative(root, file));
      expect(offending).toEqual([]);
      expect(readFileSync(join(root, 'locales/ja-JP/user.json'), 'utf8')).toContain(use);
    });
  }
});

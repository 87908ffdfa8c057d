// The age rule is stated once (MIN_AGE) and every text states it through {{minAge}}: a locale string
// or content file that writes an age as a number fails here, whatever its language.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales.ts';
import { statedAges } from './age-statements.ts';
import { MIN_AGE } from './site-settings.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const filesUnder = (dir: string, ext: string): string[] =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(ext))
    .map((name) => join(dir, name));

describe('the age limit', () => {
  it('is 20 (see site-settings.ts for why)', () => {
    expect(MIN_AGE).toBe(20);
  });

  it.each([
    ['18歳未満の方はご利用いただけません', '18'],
    ['未满18岁禁止参与游戏', '18'],
    ['年满18周岁', '18'],
    ['未滿18歲者不得參與遊戲', '18'],
    ['만 18세 미만은 이용할 수 없습니다', '18'],
    ['Chỉ dành cho người từ 18 tuổi trở lên', '18'],
    ['Para lamang sa edad 18 pataas', '18'],
    ['para lamang sa 18 taong gulang pataas', '18'],
    ['You must be 18 or older to play', '18'],
    ['players aged 18', '18'],
    ['someone younger than 18', '18'],
    ['Only for players aged {{minAge}} or older', '{{minAge}}'],
  ])('is found in "%s"', (text, value) => {
    expect(statedAges(text)).toContain(value);
  });

  it('is never written as a number in a content file', () => {
    const numbers = filesUnder('src/content', '.md').flatMap((file) =>
      statedAges(readFileSync(join(root, file), 'utf8'))
        .filter((value) => value !== '{{minAge}}')
        .map((value) => `${file}: ${value}`),
    );
    expect(numbers).toEqual([]);
  });

  it('is never written as a number in a locale string', () => {
    const numbers = filesUnder('locales', '.json').flatMap((file) =>
      statedAges(readFileSync(join(root, file), 'utf8'))
        .filter((value) => value !== '{{minAge}}')
        .map((value) => `${file}: ${value}`),
    );
    expect(numbers).toEqual([]);
  });

  it.each(LOCALES)('%s: the footer and both responsible-gaming pages state it', (locale) => {
    const common = JSON.parse(readFileSync(join(root, 'locales', locale, 'common.json'), 'utf8')) as { footer: { ageNotice: string } };
    expect(statedAges(common.footer.ageNotice)).toEqual(['{{minAge}}']);
    for (const slug of ['responsible-game', 'responsible-gaming']) {
      const body = readFileSync(join(root, 'src/content/pages', locale, `${slug}.md`), 'utf8');
      expect(statedAges(body), slug).toContain('{{minAge}}');
    }
  });
});

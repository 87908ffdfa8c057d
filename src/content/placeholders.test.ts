import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales.ts';
import { labelLookup } from '../site/i18n.ts';
import { fillFields, fillHtml, fillText } from './placeholders.ts';
import { MIN_AGE } from './site-settings.ts';

const labels: Record<string, string> = { 'user:menu.record': 'Records', 'auth:odd': 'A & <B>' };
const lookup = (key: string) => labels[key];

describe('content placeholders', () => {
  it('fill the site settings and the current labels', () => {
    expect(fillText('Only for players aged {{minAge}} or older; see "$t(user:menu.record)".', lookup)).toBe(
      `Only for players aged ${MIN_AGE} or older; see "Records".`,
    );
  });

  it('escape what they put into HTML, not into plain text', () => {
    expect(fillHtml('<p>$t(auth:odd)</p>', lookup)).toBe('<p>A &amp; &lt;B&gt;</p>');
    expect(fillText('$t(auth:odd)', lookup)).toBe('A & <B>');
  });

  it('fill every string of a frontmatter object and leave the rest', () => {
    const updated = new Date('2026-11-01');
    expect(fillFields({ title: '{{minAge}}+', order: 2, updated, apps: { a: '$t(user:menu.record)' } }, lookup)).toEqual({
      title: `${MIN_AGE}+`,
      order: 2,
      updated,
      apps: { a: 'Records' },
    });
  });

  it('anchor a heading that holds a placeholder by its filled text, not by the placeholder’s name', () => {
    // What Markdown makes of `## {{minAge}}歳以上の方だけ` and `### See $t(user:menu.record)`.
    const html = '<h2 id="minage歳以上の方だけ">{{minAge}}歳以上の方だけ</h2><h3 class="x" id="see-tusermenurecord">See $t(user:menu.record)</h3>';
    expect(fillHtml(html, lookup)).toBe(
      `<h2 id="${MIN_AGE}歳以上の方だけ">${MIN_AGE}歳以上の方だけ</h2><h3 class="x" id="see-records">See Records</h3>`,
    );
  });

  it('keep heading ids unique on the page and leave headings without a placeholder alone', () => {
    const html = '<h2 id="see-records">See Records</h2><h2 id="see-tuserodd">See $t(user:menu.record)</h2><h2 id="a-b">A &#x26; B</h2>';
    expect(fillHtml(html, lookup)).toBe('<h2 id="see-records">See Records</h2><h2 id="see-records-1">See Records</h2><h2 id="a-b">A &#x26; B</h2>');
  });

  it('refuse an unknown setting or label, naming the entry', () => {
    expect(() => fillText('{{maxAge}}', lookup, 'en-US/about-us')).toThrow('en-US/about-us: unknown placeholder {{maxAge}}');
    expect(() => fillText('$t(user:menu.nothing)', lookup, 'ja-JP/0')).toThrow('ja-JP/0: unknown label $t(user:menu.nothing)');
  });

  it('in every content file resolve in the file’s language', () => {
    const dir = fileURLToPath(new URL('.', import.meta.url));
    const problems: string[] = [];
    for (const collection of ['pages', 'guide', 'faq']) {
      for (const locale of LOCALES) {
        for (const name of readdirSync(join(dir, collection, locale))) {
          try {
            fillText(readFileSync(join(dir, collection, locale, name), 'utf8'), labelLookup(locale), `${collection}/${locale}/${name}`);
          } catch (error) {
            problems.push((error as Error).message);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

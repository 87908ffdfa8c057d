// Fails when any UI string is missing, empty or left untranslated in one of the 7 languages.
// Usage: npm run check:locales
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../shared/locales.ts';

type Tree = { [key: string]: unknown };
/** locale → namespace → parsed JSON file */
export type LocaleFiles = Partial<Record<Locale, Record<string, Tree>>>;

export interface LocaleProblem {
  locale: Locale;
  namespace: string;
  /** Dotted key; empty for a whole missing file. */
  key: string;
  kind: 'missing-file' | 'missing-key' | 'extra-key' | 'not-text' | 'empty' | 'untranslated' | 'placeholders';
  detail?: string;
}

/**
 * Values that are rightly the same as in ja-JP. Words written the same in Chinese as in
 * Japanese are the usual case. Keep each entry justified; anything else must be translated.
 */
export const SAME_AS_JAPANESE: readonly { namespace: string; key: string; locales: readonly Locale[]; why: string }[] = [
  { namespace: 'ds', key: 'countdown', locales: ['zh-CN', 'zh-TW'], why: '"{{seconds}} 秒" is also Chinese' },
  { namespace: 'ds', key: 'statusSuccess', locales: ['zh-CN', 'zh-TW'], why: '成功 is also Chinese' },
  { namespace: 'ds', key: 'statusFailed', locales: ['zh-TW'], why: '失敗 is also Traditional Chinese' },
  { namespace: 'ds', key: 'rowActions', locales: ['zh-CN', 'zh-TW'], why: '操作 (a column of row actions) is also Chinese' },
  { namespace: 'islands', key: 'notices.pinned', locales: ['zh-CN', 'zh-TW'], why: '重要 is also Chinese' },
  { namespace: 'agent', key: 'members.actions', locales: ['zh-CN', 'zh-TW'], why: '操作 (a table column of actions) is also Chinese' },
  { namespace: 'agent', key: 'transfer.amount', locales: ['zh-TW'], why: '金額 is also Traditional Chinese' },
  { namespace: 'transfer', key: 'steps.amount', locales: ['zh-TW'], why: '金額 is also Traditional Chinese' },
  { namespace: 'transfer', key: 'steps.result', locales: ['zh-TW'], why: '結果 (the outcome) is also Traditional Chinese' },
  { namespace: 'ops', key: 'opsConsole.nav.agents', locales: ['zh-CN'], why: '代理 (agents) is also Chinese' },
  { namespace: 'ops', key: 'opsConsole.image.zoomOut', locales: ['zh-TW'], why: '縮小 (zoom out) is also Traditional Chinese' },
];

const PLACEHOLDER = /\{\{\s*[\w.]+\s*\}\}/g;

/** A value with no letters once placeholders are gone (numbers, "{{a}} / {{b}}") needs no translation. */
function hasWords(value: string): boolean {
  return /\p{L}/u.test(value.replace(PLACEHOLDER, ''));
}

function placeholders(value: string): string {
  return (value.match(PLACEHOLDER) ?? []).map((p) => p.replace(/\s/g, '')).sort().join(' ');
}

function flatten(tree: Tree, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) flatten(value as Tree, path, out);
    else out.set(path, value);
  }
  return out;
}

/** Compares every language with ja-JP. Pure: give it the parsed files, get the problems. */
export function findLocaleProblems(files: LocaleFiles, exceptions = SAME_AS_JAPANESE): LocaleProblem[] {
  const problems: LocaleProblem[] = [];
  const namespaces = new Set<string>();
  for (const locale of LOCALES) for (const namespace of Object.keys(files[locale] ?? {})) namespaces.add(namespace);
  const allowedSame = new Set(exceptions.flatMap((e) => e.locales.map((locale) => `${locale}|${e.namespace}|${e.key}`)));

  for (const namespace of [...namespaces].sort()) {
    const base = flatten(files[DEFAULT_LOCALE]?.[namespace] ?? {});
    for (const locale of LOCALES) {
      const tree = files[locale]?.[namespace];
      if (!tree) {
        problems.push({ locale, namespace, key: '', kind: 'missing-file' });
        continue;
      }
      const values = flatten(tree);
      for (const key of base.keys()) {
        if (!values.has(key)) problems.push({ locale, namespace, key, kind: 'missing-key' });
      }
      for (const [key, value] of values) {
        const problem = (kind: LocaleProblem['kind'], detail?: string) =>
          problems.push({ locale, namespace, key, kind, ...(detail ? { detail } : {}) });
        if (locale !== DEFAULT_LOCALE && !base.has(key)) problem('extra-key', 'not in ja-JP');
        if (typeof value !== 'string') {
          problem('not-text', `is ${Array.isArray(value) ? 'an array' : typeof value}`);
          continue;
        }
        if (value.trim() === '') {
          problem('empty');
          continue;
        }
        const japanese = base.get(key);
        if (locale === DEFAULT_LOCALE || typeof japanese !== 'string') continue;
        if (value === japanese && hasWords(value) && !allowedSame.has(`${locale}|${namespace}|${key}`)) {
          problem('untranslated', `same as ja-JP: ${JSON.stringify(value)}`);
        }
        if (placeholders(value) !== placeholders(japanese)) {
          problem('placeholders', `has "${placeholders(value)}", ja-JP has "${placeholders(japanese)}"`);
        }
      }
    }
  }
  return problems;
}

/** Reads `<root>/<locale>/<namespace>.json` for the 7 languages. */
export function readLocaleFiles(root: string): LocaleFiles {
  const files: LocaleFiles = {};
  for (const locale of LOCALES) {
    const dir = join(root, locale);
    if (!existsSync(dir)) continue;
    const namespaces: Record<string, Tree> = {};
    for (const name of readdirSync(dir).filter((file) => file.endsWith('.json')).sort()) {
      namespaces[name.slice(0, -'.json'.length)] = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Tree;
    }
    files[locale] = namespaces;
  }
  return files;
}

export function describeProblem(problem: LocaleProblem): string {
  const where = `${problem.locale}/${problem.namespace}.json`;
  const what = problem.key ? `${problem.key}: ${problem.kind}` : problem.kind;
  return `${where}  ${what}${problem.detail ? ` (${problem.detail})` : ''}`;
}

if (import.meta.main) {
  const root = join(import.meta.dirname, '..', 'locales');
  const problems = findLocaleProblems(readLocaleFiles(root));
  if (problems.length > 0) {
    for (const problem of problems) console.error(describeProblem(problem));
    console.error(`\n${problems.length} locale problem(s) in ${root}`);
    process.exit(1);
  }
  console.log(`locales complete: ${LOCALES.length} languages, every key translated`);
}

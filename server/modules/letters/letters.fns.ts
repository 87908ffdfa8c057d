// A stored letter in the reader's language: a system letter's template (locales/<lang>/letters.json,
// `<key>.title` and `<key>.body`) filled with its parameters, amounts in the language's number
// format; an operator letter's own text in that language (ja-JP when one is missing, as content does).
import type { StationLetter } from '../../../src/contracts/station.ts';
import { formatAmount } from '../../../shared/money/formatAmount.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/locales.ts';
import type { Translate } from '../../i18n/messages.ts';
import type { LetterRow } from './letters.repo.ts';
import { AMOUNT_PREFIX } from './write-letter.ts';

export function letterParams(params: Record<string, string>, locale: Locale): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, value.startsWith(AMOUNT_PREFIX) ? formatAmount(value.slice(AMOUNT_PREFIX.length), locale) : value]),
  );
}

export function renderLetter(t: Translate, locale: Locale, letter: LetterRow, read: boolean): StationLetter {
  const common = { id: letter.id, broadcast: letter.userId === null, read, createdAt: letter.createdAt.toISOString() };
  if (letter.templateKey) {
    const params = letterParams(letter.params, locale);
    return {
      ...common,
      kind: 'system',
      title: t(locale, 'letters', `${letter.templateKey}.title`, params),
      body: t(locale, 'letters', `${letter.templateKey}.body`, params),
    };
  }
  const inLocale = (text: Record<string, string> | null) => text?.[locale] ?? text?.[DEFAULT_LOCALE] ?? '';
  return { ...common, kind: 'operator', title: inLocale(letter.title), body: inLocale(letter.body) };
}

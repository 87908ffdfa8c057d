import type { Locale } from '../../../shared/locales.ts';

const formats = new Map<Locale, Intl.DateTimeFormat>();

/** A date as people of that language write it (2026/01/05, Jan 5, 2026, 2026. 1. 5. …). */
export function formatDate(iso: string, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    formats.set(locale, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

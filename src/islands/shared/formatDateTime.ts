import type { Locale } from '../../../shared/locales.ts';

const formats = new Map<Locale, Intl.DateTimeFormat>();

/** A moment as people of that language write it, date and time (2026/03/04 14:06). */
export function formatDateTime(iso: string, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(locale, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

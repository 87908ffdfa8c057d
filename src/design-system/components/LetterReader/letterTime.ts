import { DEFAULT_LOCALE } from '../../../../shared/locales.ts';

/** A letter's time as the language writes a date and a time (e.g. "Nov 25, 2026, 7:00 PM"). */
export function formatLetterTime(iso: string, locale: string = DEFAULT_LOCALE, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(date);
}

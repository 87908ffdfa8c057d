import type { Locale } from '../../../../shared/locales.ts';

const formats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A calendar day (YYYY-MM-DD) as people of that language write it. Read and written in UTC, so
 * the day is the one named whatever the browser's own zone.
 */
export function formatDay(day: string, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    formats.set(locale, format);
  }
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : format.format(date);
}

const shortFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A calendar day in few characters, where room is short (a chart's axis: "3/5", "3月5日"). */
export function formatShortDay(day: string, locale: Locale): string {
  let format = shortFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'numeric', day: 'numeric', timeZone: 'UTC' });
    shortFormats.set(locale, format);
  }
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : format.format(date);
}

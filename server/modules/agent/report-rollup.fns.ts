// When the rollups can answer a report: their bets are per UTC hour and their play days are the
// hall's days, so the caller's days must start on whole UTC hours and be the hall's days over the
// whole range (Japan's callers in an Asia/Tokyo hall). Other callers' reports are summed from the
// rounds themselves, exact as well, only slower on a large team.
import { addDays, daysOf, type ReportRange } from './reports.fns.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) an instant falls on in `zone`. */
function dayInZone(instant: number, zone: string): string {
  let format = formatters.get(zone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(zone, format);
  }
  return format.format(instant);
}

export function rollupAnswers(range: Pick<ReportRange, 'from' | 'days' | 'fromUtc' | 'tzOffsetMinutes'>, zone: string): boolean {
  if (range.tzOffsetMinutes % 60 !== 0) return false;
  const DAY_MS = 86_400_000;
  // Every midnight of the range (and the one ending it) in the caller's calendar is one of the hall's.
  return [...daysOf(range), addDays(range.from, range.days)].every((day, i) => {
    const start = range.fromUtc.getTime() + i * DAY_MS;
    return dayInZone(start, zone) === day && dayInZone(start - 1, zone) === addDays(day, -1);
  });
}

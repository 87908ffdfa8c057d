// The date range of the agent's reports: inclusive days in the browser's own calendar, sent with
// the browser's offset from UTC so the server counts the same days.

/** The ranges offered as one click; `last30` is where a report opens. */
export const RANGE_PRESETS = ['today', 'last7', 'last30', 'thisMonth'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const DEFAULT_PRESET: RangePreset = 'last30';

/** The longest range the day-by-day chart call answers (`agent/type/report/statistics`). */
export const MAX_RANGE_DAYS = 92;

export interface DateRange {
  /** YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The day `date` falls on in the browser's calendar, as YYYY-MM-DD. */
export function localDay(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `day` moved by `days` calendar days (negative: earlier). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  // Noon UTC of a date-only value: no offset or summer-time change can move it to another day.
  const moved = new Date(Date.UTC(year, month - 1, date + days, 12));
  return moved.toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted (1 for a single day). */
export function daysIn(range: DateRange): number {
  const start = Date.parse(`${range.from}T12:00:00Z`);
  const end = Date.parse(`${range.to}T12:00:00Z`);
  return Math.round((end - start) / 86_400_000) + 1;
}

/** The range a preset stands for on the day `now` falls on. */
export function presetRange(preset: RangePreset, now: Date = new Date()): DateRange {
  const today = localDay(now);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

/** The preset a range equals today, if any (the one shown as chosen). */
export function presetOf(range: DateRange, now: Date = new Date()): RangePreset | undefined {
  return RANGE_PRESETS.find((preset) => {
    const candidate = presetRange(preset, now);
    return candidate.from === range.from && candidate.to === range.to;
  });
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real YYYY-MM-DD date, or undefined (2026-02-30 and the like included). */
export function validDay(value: string | null | undefined): string | undefined {
  if (!value || !DATE.test(value)) return undefined;
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

export type RangeProblem = 'missing' | 'reversed' | 'tooLong';

/** What is wrong with a range the agent typed, or undefined when it can be asked for. */
export function rangeProblem(range: { from: string; to: string }): RangeProblem | undefined {
  const from = validDay(range.from);
  const to = validDay(range.to);
  if (!from || !to) return 'missing';
  if (from > to) return 'reversed';
  if (daysIn({ from, to }) > MAX_RANGE_DAYS) return 'tooLong';
  return undefined;
}

/** Minutes east of UTC on `date`, as the server counts them (Japan: 540). */
export function tzOffsetMinutes(date: Date = new Date()): number {
  // `0 - x` rather than `-x`: no negative zero for UTC.
  return 0 - date.getTimezoneOffset();
}

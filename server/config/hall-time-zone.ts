// The hall's time zone (HALL_TIME_ZONE, an IANA name, default Asia/Tokyo): the days rebates are
// settled for begin and end at its midnight. Players' and agents' own record filters use their
// browser's offset instead (calendarRangeFields); this one is the hall's business day.

export const DEFAULT_HALL_TIME_ZONE = 'Asia/Tokyo';

/** Whether `zone` is an IANA time zone name this runtime knows (Asia/Tokyo, Europe/Paris, UTC …). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z0-9_+\-/]{1,64}$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** HALL_TIME_ZONE from the environment (checked at boot by server/config/env.ts), or the default. */
export function hallTimeZoneFromEnv(env: NodeJS.ProcessEnv): string {
  return env.HALL_TIME_ZONE?.trim() || DEFAULT_HALL_TIME_ZONE;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in `zone`. */
export function dayIn(instant: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

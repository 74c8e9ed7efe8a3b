/**
 * Calendar days in the store's time zone (STORE_TIME_ZONE). A coupon "expiring July 4" lasts until
 * midnight on the shop's own clock, not in UTC. Instants stay UTC `Date`s; only days are local.
 * Pure functions of an IANA zone name, so they run anywhere and test without the environment.
 */

const DAY_MS = 86_400_000;
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the runtime knows this IANA zone name ("America/New_York"). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();
const shortDates = new Map<string, Intl.DateTimeFormat>();

function cached(formats: Map<string, Intl.DateTimeFormat>, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { ...options, timeZone });
    formats.set(timeZone, format);
  }
  return format;
}

/** How far (ms) the zone's clocks are ahead of UTC at this instant. */
function offsetAt(instant: number, timeZone: string): number {
  const format = cached(wallClocks, timeZone, { year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric", hourCycle: "h23" });
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  // The formatter drops milliseconds.
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The first instant of a local day, given that day's midnight written as if it were UTC. Around a
 * DST change the offsets on either side differ: take the earliest candidate that reads midnight on
 * the local clock, or, when midnight is skipped (a spring-forward at 00:00), the change itself.
 */
function startOfLocalDay(midnight: number, timeZone: string): number {
  const before = midnight - offsetAt(midnight - DAY_MS, timeZone);
  const after = midnight - offsetAt(midnight + DAY_MS, timeZone);
  const [earlier, later] = before < after ? [before, after] : [after, before];
  const reads = (instant: number) => instant + offsetAt(instant, timeZone) === midnight;
  if (reads(earlier)) return earlier;
  return later;
}

/**
 * "2026-07-04" in America/New_York -> 2026-07-05T03:59:59.999Z: the last millisecond of that day on
 * the store's clock. Null when the text is not a real YYYY-MM-DD date.
 */
export function endOfStoreDay(day: string, timeZone: string): Date | null {
  const match = CALENDAR_DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const midnight = Date.UTC(year, month - 1, date);
  const check = new Date(midnight);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  return new Date(startOfLocalDay(midnight + DAY_MS, timeZone) - 1);
}

/** "Jul 4, 2026": the day an instant falls on in the store's zone, in US English (docs/brand.md#voice). */
export function formatStoreDate(instant: Date | string, timeZone: string): string {
  return cached(shortDates, timeZone, { dateStyle: "medium" }).format(new Date(instant));
}

/** "America/New_York" -> "New York": the zone as a person names it, for "New York time". */
export function timeZoneCity(timeZone: string): string {
  return (timeZone.split("/").pop() ?? timeZone).replaceAll("_", " ");
}

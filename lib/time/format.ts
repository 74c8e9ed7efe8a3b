/**
 * Dates for people, in US English on a given zone's clock. Pure, so a component the browser renders
 * (with the zone its server page passed down) prints what the server would; lib/time binds these to
 * the store's zone for everything else.
 */

// One formatter per zone and style, as building one is slow.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(style: string, options: Intl.DateTimeFormatOptions, timeZone: string): Intl.DateTimeFormat {
  const key = `${style} ${timeZone}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat("en-US", { ...options, timeZone });
    formatters.set(key, found);
  }
  return found;
}

const DATE_TIME = { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" } as const;

/** "Jan 5, 2026": the day an instant falls on in timeZone. */
export function formatDate(instant: Date | string, timeZone: string): string {
  return formatter("date", { dateStyle: "medium" }, timeZone).format(new Date(instant));
}

/** "January 21, 2025" */
export function formatLongDate(instant: Date | string, timeZone: string): string {
  return formatter("long", { dateStyle: "long" }, timeZone).format(new Date(instant));
}

/** "Jan 5, 2026, 3:04 PM ET": the zone named, without its season, as the team's pages show it. */
export function formatDateTime(instant: Date | string, timeZone: string): string {
  return formatter("date-time", { ...DATE_TIME, timeZoneName: "shortGeneric" }, timeZone).format(new Date(instant));
}

/** "Jan 21, 2025, 3:04 PM EST": the zone as it stood then, for customers who may be in another. */
export function formatDateTimeSpecific(instant: Date | string, timeZone: string): string {
  return formatter("date-time-specific", { ...DATE_TIME, timeZoneName: "short" }, timeZone).format(new Date(instant));
}

/** "2026-03-04" -> "Mar 4": a calendar day, printed as it is whatever the zone. */
export function formatCalendarDay(day: string): string {
  return formatter("calendar-day", { month: "short", day: "numeric" }, "UTC").format(new Date(`${day}T00:00:00Z`));
}

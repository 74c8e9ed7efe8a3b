import "server-only";
import { TZDate, tz } from "@date-fns/tz";
import { addDays, endOfDay, format, startOfDay, subDays } from "date-fns";
import { env } from "@/lib/env";
import * as inZone from "./format";

/**
 * The shop's time: durations, calendar days and dates for people, all on the store's clock
 * (STORE_TIME_ZONE, America/New_York by default). Instants stay UTC `Date`s; only days and what
 * people read are local, so a coupon "expiring July 4" or "today's" AI budget ends at the shop's
 * midnight and every server prints the same day whatever its own zone. Daylight saving is the
 * zone database's business (date-fns with @date-fns/tz): a day may last 23 or 25 hours.
 */

export {
  millisecondsInSecond as SECOND_MS,
  millisecondsInMinute as MINUTE_MS,
  millisecondsInHour as HOUR_MS,
  millisecondsInDay as DAY_MS,
} from "date-fns/constants";

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The store's IANA zone name, for what computes in it elsewhere: PostgreSQL, components the browser renders. */
export const storeTimeZone = (): string => env().STORE_TIME_ZONE;
const onStoreClock = () => ({ in: tz(storeTimeZone()) });

/** "2026-07-04": the store's calendar day that an instant falls on. */
export function storeDay(instant: Date | string = new Date()): string {
  return format(new Date(instant), "yyyy-MM-dd", onStoreClock());
}

/** The first instant of the store's day after the one `instant` falls on: when "today" ends. */
export function startOfNextStoreDay(instant: Date = new Date()): Date {
  return new Date(startOfDay(addDays(instant, 1, onStoreClock())));
}

/**
 * The store's last `count` calendar days, oldest first, ending with the day `now` falls on, and
 * the instant the first of them began. Counted in days, not hours: days of 23 or 25 hours never
 * skip or repeat one.
 */
export function lastStoreDays(count: number, now: Date): { days: string[]; since: Date } {
  const days = Array.from({ length: count }, (_, index) => format(subDays(now, count - 1 - index, onStoreClock()), "yyyy-MM-dd"));
  return { days, since: new Date(startOfDay(subDays(now, count - 1, onStoreClock()))) };
}

/**
 * "2026-07-04" in America/New_York -> 2026-07-05T03:59:59.999Z: the last millisecond of that day on
 * the store's clock. Null when the text is not a real YYYY-MM-DD date.
 */
export function endOfStoreDay(day: string): Date | null {
  const match = CALENDAR_DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const midnight = new TZDate(year, month, date, storeTimeZone());
  // TZDate rolls "February 30" over into March: such a day does not exist.
  if (midnight.getFullYear() !== year || midnight.getMonth() !== month || midnight.getDate() !== date) return null;
  return new Date(endOfDay(midnight));
}

/** "Jan 5, 2026": the store's day an instant falls on. */
export const formatDate = (instant: Date | string): string => inZone.formatDate(instant, storeTimeZone());

/** "January 21, 2025" */
export const formatLongDate = (instant: Date | string): string => inZone.formatLongDate(instant, storeTimeZone());

/** "Jan 5, 2026, 3:04 PM ET": the zone named, without its season, as the team's pages show it. */
export const formatDateTime = (instant: Date | string): string => inZone.formatDateTime(instant, storeTimeZone());

/** "Jan 21, 2025, 3:04 PM EST": the zone as it stood then, for customers who may be in another. */
export const formatDateTimeSpecific = (instant: Date | string): string => inZone.formatDateTimeSpecific(instant, storeTimeZone());

export { formatCalendarDay } from "./format";

/** "America/New_York" -> "New York": the store's zone as a person names it, for "New York time". */
export function storeTimeZoneCity(): string {
  const zone = storeTimeZone();
  return (zone.split("/").pop() ?? zone).replaceAll("_", " ");
}

// US English dates (docs/brand.md#voice) on the team's Eastern clock, so every server prints the same day.
const TIME_ZONE = "America/New_York";
const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: TIME_ZONE });
const dateTime = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short", timeZone: TIME_ZONE });

/** "January 21, 2025" */
export function formatLongDate(date: Date | string): string {
  return longDate.format(new Date(date));
}

/** "Jan 21, 2025, 3:04 PM EST": the zone is named, since the reader may be in another. */
export function formatDateTime(date: Date | string): string {
  return dateTime.format(new Date(date));
}

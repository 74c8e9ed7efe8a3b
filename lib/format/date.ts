// US English dates (SPEC §9) on the team's Eastern clock, so every server prints the same day.
const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "America/New_York" });

/** "January 21, 2025" */
export function formatLongDate(date: Date | string): string {
  return longDate.format(new Date(date));
}

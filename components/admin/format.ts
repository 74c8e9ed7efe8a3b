/**
 * Admin dates in US English (docs/brand.md#voice), on the team's Eastern clock so the server and the browser
 * print the same text.
 */
const TIME_ZONE = "America/New_York";

const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: TIME_ZONE });
const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: TIME_ZONE });

/** "Jan 5, 2026" */
export function formatDate(iso: string): string {
  return date.format(new Date(iso));
}

/** "Jan 5, 2026, 3:04 PM ET" */
export function formatDateTime(iso: string): string {
  return `${dateTime.format(new Date(iso))} ET`;
}

/** "pending" -> "Pending" */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Plain values as a filter's options, each shown capitalised. */
export function capitalizedOptions(values: readonly string[]): { value: string; label: string }[] {
  return values.map((value) => ({ value, label: capitalize(value) }));
}

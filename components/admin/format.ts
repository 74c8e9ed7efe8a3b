/** "pending" -> "Pending" */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Plain values as a filter's options, each shown capitalised. */
export function capitalizedOptions(values: readonly string[]): { value: string; label: string }[] {
  return values.map((value) => ({ value, label: capitalize(value) }));
}

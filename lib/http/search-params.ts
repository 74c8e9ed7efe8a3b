/** A page's search params as Next hands them over. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** One search param as trimmed text: the first if repeated, undefined if empty. */
export const firstParam = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

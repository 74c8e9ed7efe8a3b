import { z } from "@/lib/validation/zod";
import { ApiError, parseWith } from "@/lib/http/api";

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 200;

export type ListQuery<Sort extends string> = { page: number; pageSize: number; sort: Sort; direction: "asc" | "desc"; q: string };
export type Page<T> = { rows: T[]; total: number; page: number; pageSize: number };

/**
 * Reads ?page, ?pageSize, ?sort (a column, "-column" for descending) and ?q from a URL for one
 * admin list; unknown sort columns and out-of-range numbers are refused with a 400.
 */
export function parseListQuery<Sort extends string>(params: URLSearchParams, sorts: readonly [Sort, ...Sort[]], defaultSort: `-${Sort}` | Sort): ListQuery<Sort> {
  const raw = Object.fromEntries(params);
  const parsed = parseWith(
    z.object({
      page: z.coerce.number({ error: "page must be a number." }).int().min(1, "page starts at 1.").max(100_000).default(1),
      pageSize: z.coerce.number({ error: "pageSize must be a number." }).int().min(1).max(MAX_PAGE_SIZE, `pageSize is at most ${MAX_PAGE_SIZE}.`).default(DEFAULT_PAGE_SIZE),
      sort: z.string().default(defaultSort),
      q: z.string().trim().max(100, "Search for at most 100 characters.").default(""),
    }),
    raw,
  );
  const descending = parsed.sort.startsWith("-");
  const column = (descending ? parsed.sort.slice(1) : parsed.sort) as Sort;
  if (!sorts.includes(column)) throw new ApiError(400, `Sort by one of: ${sorts.join(", ")}.`);
  return { page: parsed.page, pageSize: parsed.pageSize, sort: column, direction: descending ? "desc" : "asc", q: parsed.q };
}

export function skipTake(query: ListQuery<string>) {
  return { skip: (query.page - 1) * query.pageSize, take: query.pageSize };
}

/** The spec's list body stays a plain array; paging travels in headers. */
export function pageHeaders(page: Page<unknown>): Record<string, string> {
  return { "X-Total-Count": String(page.total), "X-Page": String(page.page), "X-Page-Size": String(page.pageSize), "Cache-Control": "no-store" };
}

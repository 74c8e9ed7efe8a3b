import { parseWith } from "@/lib/http/api";
import { listQuerySchema } from "@/lib/validation/list-query";

export type ListQuery<Sort extends string> = { page: number; pageSize: number; sort: Sort; direction: "asc" | "desc"; q: string };
export type Page<T> = { rows: T[]; total: number; page: number; pageSize: number };

/** One admin list's query from a URL (lib/validation/list-query.ts), or a 400 that says what is wrong. */
export function parseListQuery<Sort extends string>(
  params: URLSearchParams,
  sorts: readonly [Sort, ...Sort[]],
  defaultSort: `-${Sort}` | Sort,
): ListQuery<Sort> {
  return parseWith(listQuerySchema(sorts, defaultSort), Object.fromEntries(params));
}

export function skipTake(query: ListQuery<string>) {
  return { skip: (query.page - 1) * query.pageSize, take: query.pageSize };
}

/** A search for q in any of these text fields, case-insensitive; an empty q finds everything. */
export function containsAny(q: string, fields: string[]) {
  return q ? { OR: fields.map((field) => ({ [field]: { contains: q, mode: "insensitive" as const } })) } : {};
}

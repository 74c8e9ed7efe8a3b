import { parseListQuery, type ListQuery } from "@/lib/admin/list-query";
import { firstParam, type SearchParams } from "@/lib/http/search-params";
import type { ListState } from "./admin-url";

/** One search param if it is one of the options (a list's ?status filter); anything else is no filter. */
export const optionParam = <Option extends string>(value: string | string[] | undefined, options: readonly Option[]): Option | undefined => {
  const wanted = firstParam(value);
  return options.find((option) => option === wanted);
};

/**
 * ?page, ?q and ?sort for one list page. A part the list can't use (a typo in a shared link, say)
 * is dropped rather than failing the page; the rest still applies.
 */
export function listQuery<Sort extends string>(params: SearchParams, sorts: readonly [Sort, ...Sort[]], defaultSort: `-${Sort}` | Sort): ListQuery<Sort> {
  const usable = new URLSearchParams();
  for (const key of ["page", "q", "sort"]) {
    const value = firstParam(params[key]);
    if (!value) continue;
    try {
      parseListQuery(new URLSearchParams({ [key]: value }), sorts, defaultSort);
      usable.set(key, value);
    } catch {
      // Unusable: leave it out.
    }
  }
  return parseListQuery(usable, sorts, defaultSort);
}

/** The list's URL state as its links rebuild it, the default sort left out; `filters` are the list's own (?kind, ?status, ?payment…). */
export function listState(
  query: ListQuery<string>,
  defaultSort: string,
  filters: Pick<ListState, "kind" | "status" | "payment" | "fulfilment"> | string = {},
): ListState {
  const sort = `${query.direction === "desc" ? "-" : ""}${query.sort}`;
  const own = typeof filters === "string" ? { status: filters } : filters;
  return { q: query.q || undefined, sort: sort === defaultSort ? undefined : sort, ...own, page: query.page };
}

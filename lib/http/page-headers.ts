/**
 * A paged list's headers, admin or public: the list's body stays a plain array, so paging
 * travels here (docs/api.md#conventions), and a page of a changing list is never cached.
 */
export function pageHeaders(page: { total: number; page: number; pageSize: number }): Record<string, string> {
  return { "X-Total-Count": String(page.total), "X-Page": String(page.page), "X-Page-Size": String(page.pageSize), "Cache-Control": "no-store" };
}

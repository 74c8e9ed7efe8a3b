/** The admin dashboard's tabs; each is a route segment, /admin/orders and so on (the dashboard is plain /admin). */
export const ADMIN_TABS = ["dashboard", "orders", "coupons", "quotes", "subscribers", "contacts", "blog", "activity", "outbox", "jobs"] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/**
 * What a list tab keeps in its URL: payment and fulfilment are the orders list's extra filters,
 * and kind=print shows the Orders tab's print orders instead of its merchandise.
 */
export type ListState = { kind?: "print"; q?: string; sort?: string; status?: string; payment?: string; fulfilment?: string; page?: number };

/** The filters a list's links carry, in the order they appear in its URL. */
function setFilters(params: URLSearchParams, state: ListState) {
  if (state.kind) params.set("kind", state.kind);
  if (state.q) params.set("q", state.q);
  if (state.status) params.set("status", state.status);
  if (state.payment) params.set("payment", state.payment);
  if (state.fulfilment) params.set("fulfilment", state.fulfilment);
  if (state.sort) params.set("sort", state.sort);
}

export function isAdminTab(value: string | undefined): value is AdminTab {
  return (ADMIN_TABS as readonly string[]).includes(value ?? "");
}

/** /admin/orders?kind=…&q=…&status=…&payment=…&fulfilment=…&sort=…&page=… with empty and default parts left out. */
export function adminHref(tab: AdminTab, state: ListState = {}): string {
  const params = new URLSearchParams();
  setFilters(params, state);
  if (state.page && state.page > 1) params.set("page", String(state.page));
  const path = tab === "dashboard" ? "/admin" : `/admin/${tab}`;
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The tab a path belongs to: /admin/orders/123 is still Orders; anything unknown is the dashboard. */
export function adminTabAt(pathname: string): AdminTab {
  const segment = pathname.split("/")[2];
  return isAdminTab(segment) ? segment : "dashboard";
}

/** An export URL that keeps the list's search, filter and order (never its page). */
export function exportHref(path: string, state: ListState): string {
  const params = new URLSearchParams({ format: "csv" });
  setFilters(params, state);
  return `${path}?${params.toString()}`;
}

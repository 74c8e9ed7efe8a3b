/** The admin dashboard's tabs; each is a route segment, /admin/orders and so on (the dashboard is plain /admin). */
export const ADMIN_TABS = ["dashboard", "orders", "coupons", "quotes", "contacts", "blog", "activity", "outbox"] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** What a list tab keeps in its URL. */
export type ListState = { q?: string; sort?: string; status?: string; page?: number };

export function isAdminTab(value: string | undefined): value is AdminTab {
  return (ADMIN_TABS as readonly string[]).includes(value ?? "");
}

/** /admin/orders?q=…&status=…&sort=…&page=… with empty and default parts left out. */
export function adminHref(tab: AdminTab, state: ListState = {}): string {
  const params = new URLSearchParams();
  if (state.q) params.set("q", state.q);
  if (state.status) params.set("status", state.status);
  if (state.sort) params.set("sort", state.sort);
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
  if (state.q) params.set("q", state.q);
  if (state.status) params.set("status", state.status);
  if (state.sort) params.set("sort", state.sort);
  return `${path}?${params.toString()}`;
}

/** The admin dashboard's tabs; each is linkable as /admin?tab=… (the dashboard is plain /admin). */
export const ADMIN_TABS = ["dashboard", "orders", "coupons", "quotes", "contacts", "blog", "activity", "outbox"] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** What a list tab keeps in its URL. */
export type ListState = { q?: string; sort?: string; status?: string; page?: number };

export function isAdminTab(value: string | undefined): value is AdminTab {
  return (ADMIN_TABS as readonly string[]).includes(value ?? "");
}

/** /admin?tab=orders&q=…&status=…&sort=…&page=… with empty and default parts left out. */
export function adminHref(tab: AdminTab, state: ListState = {}): string {
  const params = new URLSearchParams();
  if (tab !== "dashboard") params.set("tab", tab);
  if (state.q) params.set("q", state.q);
  if (state.status) params.set("status", state.status);
  if (state.sort) params.set("sort", state.sort);
  if (state.page && state.page > 1) params.set("page", String(state.page));
  const query = params.toString();
  return query ? `/admin?${query}` : "/admin";
}

/** An export URL that keeps the list's search, filter and order (never its page). */
export function exportHref(path: string, state: ListState): string {
  const params = new URLSearchParams({ format: "csv" });
  if (state.q) params.set("q", state.q);
  if (state.status) params.set("status", state.status);
  if (state.sort) params.set("sort", state.sort);
  return `${path}?${params.toString()}`;
}

"use client";

import { useSyncExternalStore } from "react";

/** A click on a link that is taking the visitor from one page (path and query) to another. */
export type PendingNavigation = { from: string; to: string };

let pending: PendingNavigation | null = null;
const listeners = new Set<() => void>();

function publish(next: PendingNavigation | null) {
  pending = next;
  for (const listener of listeners) listener();
}

const currentPage = () => location.pathname + location.search;

/** The page a click on a link opens in this tab, or null (a new tab, a download, another site, the page already open). */
function destinationOf(event: MouseEvent): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  const to = new URL(link.href);
  if (to.origin !== location.origin) return null;
  const page = to.pathname + to.search;
  return page === currentPage() ? null : page;
}

function onClick(event: MouseEvent) {
  const to = destinationOf(event);
  if (to) publish({ from: currentPage(), to });
}

function subscribe(listener: () => void) {
  // Capturing, on the window: seen before any link's own handler starts the navigation.
  if (listeners.size === 0) window.addEventListener("click", onClick, true);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("click", onClick, true);
  };
}

/** Once the page has changed, the navigation that was under way is over. */
export function endNavigationUnless(page: string) {
  if (pending && pending.from !== page) publish(null);
}

/** The navigation a click on a link started, until the page changes: null in the server's HTML. */
export function usePendingNavigation(): PendingNavigation | null {
  return useSyncExternalStore(
    subscribe,
    () => pending,
    () => null,
  );
}

/** A page's path without its query. */
export const pathOf = (page: string) => page.split("?")[0] ?? page;

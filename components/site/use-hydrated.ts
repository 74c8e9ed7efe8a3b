"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * false in the server HTML and until React has taken over the page, then true. Forms keep their
 * submit buttons disabled until then (a click before it would submit natively, putting what was
 * typed in the address bar); what lives in this browser only (the cart) waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

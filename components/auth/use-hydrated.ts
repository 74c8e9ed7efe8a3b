"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * false in the server HTML and until React has taken over the page, then true. The forms keep
 * their submit buttons disabled until then: a click before that would submit natively and put
 * the email and password in the address bar.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

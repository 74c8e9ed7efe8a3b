"use client";

import { useSyncExternalStore } from "react";
import { readAfterHydration } from "@/lib/browser/read-after-hydration";

const hydration = readAfterHydration(false, () => true);

/**
 * false in the server HTML and until React has taken over the page, then true. Forms keep their
 * submit buttons disabled until then (a click before it would submit natively, putting what was
 * typed in the address bar), and the chat button its panel.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(hydration.subscribe, hydration.getSnapshot, hydration.getServerSnapshot);
}

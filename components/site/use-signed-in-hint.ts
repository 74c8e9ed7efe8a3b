"use client";

import { useSyncExternalStore } from "react";
import { hasSignedInHint } from "@/lib/auth/signed-in-hint";
import { readAfterHydration } from "@/lib/browser/read-after-hydration";

// Read once per page: signing in and out load a fresh page.
const hint = readAfterHydration(false, () => hasSignedInHint(document.cookie));

/** Whether this browser holds the signed-in hint: false in the server's HTML and until the cookie has been read. */
export function useSignedInHint(): boolean {
  return useSyncExternalStore(hint.subscribe, hint.getSnapshot, hint.getServerSnapshot);
}

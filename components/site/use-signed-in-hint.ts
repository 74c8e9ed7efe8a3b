"use client";

import { useSyncExternalStore } from "react";
import { hasSignedInHint } from "@/lib/auth/signed-in-hint";

// Read once per page: signing in and out load a fresh page.
let signedIn = false;
let readScheduled = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!readScheduled) {
    readScheduled = true;
    // In a task of its own: reading cookies waits on the browser process, and the first
    // subscriber comes in hydration's task, the page's longest.
    window.setTimeout(() => {
      signedIn = hasSignedInHint(document.cookie);
      if (signedIn) listeners.forEach((notify) => notify());
    }, 0);
  }
  return () => listeners.delete(listener);
}

/** Whether this browser holds the signed-in hint: false in the server's HTML and until the cookie has been read. */
export function useSignedInHint(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => signedIn,
    () => false,
  );
}

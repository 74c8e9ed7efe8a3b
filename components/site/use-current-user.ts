"use client";

import { useEffect, useState } from "react";
import type { SessionUser } from "@/lib/auth/session";

// The current user (docs/api.md#get-apiauthuser) is loaded once per page load, without retries.
let request: Promise<SessionUser | null> | null = null;

/** Asked only for a browser holding the signed-in hint (the header's signed-in slot, the checkout's form). */
function loadCurrentUser(): Promise<SessionUser | null> {
  request ??= fetch("/api/auth/user", { credentials: "include", cache: "no-store" })
    .then((response) => (response.ok ? (response.json() as Promise<SessionUser>) : null))
    .catch(() => null);
  return request;
}

/** undefined while loading, null when logged out. With `ask` false (no signed-in hint), null without asking. */
export function useCurrentUser(ask = true): SessionUser | null | undefined {
  const [user, setUser] = useState<SessionUser | null | undefined>(undefined);
  useEffect(() => {
    if (!ask) return;
    let active = true;
    void loadCurrentUser().then((value) => active && setUser(value));
    return () => {
      active = false;
    };
  }, [ask]);
  return ask ? user : null;
}

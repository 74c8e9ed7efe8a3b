"use client";

import { useEffect, useState } from "react";
import type { SessionUser } from "@/lib/auth/session";

// The current user (docs/api.md#get-apiauthuser) is loaded once per page load, without retries.
let request: Promise<SessionUser | null> | null = null;

/** Asked only by the header's signed-in slot, which a browser without the signed-in hint never loads. */
function loadCurrentUser(): Promise<SessionUser | null> {
  request ??= fetch("/api/auth/user", { credentials: "include", cache: "no-store" })
    .then((response) => (response.ok ? (response.json() as Promise<SessionUser>) : null))
    .catch(() => null);
  return request;
}

/** undefined while loading, null when logged out. */
export function useCurrentUser(): SessionUser | null | undefined {
  const [user, setUser] = useState<SessionUser | null | undefined>(undefined);
  useEffect(() => {
    let active = true;
    void loadCurrentUser().then((value) => active && setUser(value));
    return () => {
      active = false;
    };
  }, []);
  return user;
}

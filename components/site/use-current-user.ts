"use client";

import { useEffect, useState } from "react";
import type { SessionUser } from "@/lib/auth/session";
import { hasSignedInHint } from "@/lib/auth/signed-in-hint";

// SPEC §7: the current user is loaded once per page load, without retries.
let request: Promise<SessionUser | null> | null = null;

function loadCurrentUser(): Promise<SessionUser | null> {
  // Never signed in on this browser (or signed out since): nothing to ask the server.
  if (!hasSignedInHint(document.cookie)) return Promise.resolve(null);
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

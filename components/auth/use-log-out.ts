"use client";

import { useState } from "react";

/**
 * POST /api/auth/logout: every session of the account ends, this browser's included (docs/api.md#post-apiauthlogout).
 * Answers where to go next: `destination`, or, when the call failed, GET /api/logout, whose page
 * has the button that signs out.
 */
async function endSessions(destination: string): Promise<string> {
  try {
    const response = await fetch("/api/auth/logout", { method: "POST", credentials: "include" });
    if (response.ok) return destination;
  } catch {
    // Offline: the fallback page signs out on the server once it loads.
  }
  return "/api/logout";
}

/**
 * A log-out button's click: the one log-out call, then a full page load at `destination` (or at
 * the fallback page when the call failed), so nothing on the page keeps the old session (docs/product.md#header).
 * `pending` holds from the click on.
 */
export function useLogOut(destination: string) {
  const [pending, setPending] = useState(false);

  async function logOut() {
    setPending(true);
    window.location.assign(await endSessions(destination));
  }

  return { pending, logOut };
}

"use client";

import { useState } from "react";
import { logOut } from "./log-out";

/**
 * A log-out button's click: the one log-out call (every session of the account ends), then a full
 * page load at `destination`, or at the fallback page that signs out when the call failed, so
 * nothing on the page keeps the old session (SPEC §7). `pending` holds from the click on.
 */
export function useLogOut(destination: string) {
  const [pending, setPending] = useState(false);

  async function leave() {
    setPending(true);
    window.location.assign(await logOut(destination));
  }

  return { pending, logOut: leave };
}

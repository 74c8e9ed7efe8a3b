"use client";

import { useState } from "react";
import { useAdminAction, type AdminActionWords } from "./use-admin-action";

/**
 * An admin control that shows a new value at once (a status, an on/off switch) and saves it with
 * the PATCH `request` makes of it, as useAdminAction runs a write (toasts, refresh); if the server
 * refuses, the control goes back to the `saved` value.
 */
export function useOptimisticUpdate<Value>(saved: Value, request: (next: Value) => { url: string; body: unknown }, words: AdminActionWords) {
  const { busy, run } = useAdminAction();
  const [value, setValue] = useState(saved);

  async function change(next: Value) {
    if (Object.is(next, value)) return;
    setValue(next);
    const { url, body } = request(next);
    // Refused (undefined) or failed: nothing was saved, so the control shows what is.
    if ((await run("PATCH", url, body, words)) !== null) setValue(saved);
  }

  return { value, busy, change };
}

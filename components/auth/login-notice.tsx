"use client";

import { useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";
import { toast } from "@/components/ui/toast";

/** What /login?notice=… says about how the person got here. */
const NOTICES = new Map([
  [
    "signed-out-everywhere",
    { title: "Signed out everywhere", description: "Every device that was signed in to your account is signed out now, this one included." },
  ],
  ["password-reset", { title: "Password changed", description: "Log in with your new password. Every device that was signed in is signed out." }],
]);

/**
 * Shows the notice once, as a toast, then takes it out of the address, so a reload or a bookmark
 * doesn't show it again.
 */
export function LoginNotice() {
  const notice = useSearchParams().get("notice") ?? "";
  const shown = useRef("");

  useEffect(() => {
    const message = NOTICES.get(notice);
    if (!message || shown.current === notice) return;
    shown.current = notice;
    void toast.success(message.title, { description: message.description });
    const url = new URL(window.location.href);
    url.searchParams.delete("notice");
    window.history.replaceState(window.history.state, "", url);
  }, [notice]);

  return null;
}

"use client";

import { useState } from "react";
import { LoaderCircle, LogOut } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";

/** POST /api/auth/logout, then a full reload at / (GET /api/logout signs out if that fails). */
export function LogoutButton() {
  const [pending, setPending] = useState(false);

  async function logOut() {
    setPending(true);
    let destination = "/api/logout";
    try {
      const response = await fetch("/api/auth/logout", { method: "POST", credentials: "include" });
      if (response.ok) destination = "/";
    } catch {
      // Offline: the GET fallback signs out on the server and comes back to /.
    }
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full reload drops every trace of the admin session
    window.location.assign(destination);
  }

  return (
    <Button variant="ghost" className="shrink-0 text-white hover:bg-white/10 hover:text-white focus-visible:ring-white/70 focus-visible:ring-offset-ink" disabled={pending} onClick={logOut}>
      {pending ? <Icon icon={LoaderCircle} className="animate-spin" aria-hidden /> : <Icon icon={LogOut} aria-hidden />}
      {pending ? "Logging out..." : "Log Out"}
    </Button>
  );
}

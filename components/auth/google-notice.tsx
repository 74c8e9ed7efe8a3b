"use client";

import { Info } from "lucide";
import { Icon } from "@/components/ui/icon";
import { useSearchParams } from "next/navigation";

/**
 * /api/login sends people back here with ?notice=google-unavailable when Google sign-in has no
 * credentials on this server. Read in the browser so /login stays a static page.
 */
export function GoogleNotice() {
  const notice = useSearchParams().get("notice");
  if (notice !== "google-unavailable") return null;
  return (
    <div role="status" className="mb-6 flex gap-3 rounded-lg border border-blue-200 bg-accent px-4 py-3 text-sm text-accent-foreground">
      <Icon icon={Info} className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p>Google sign-in isn&apos;t set up on this site yet. Log in with your email instead.</p>
    </div>
  );
}

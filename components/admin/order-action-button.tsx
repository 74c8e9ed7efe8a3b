"use client";

import { LoaderCircle } from "lucide";
import { Icon, type IconNode } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import { useAdminAction } from "./use-admin-action";

/** A one-click order action with no form (Retry fulfilment, Resend confirmation email): POST and toast. */
export function OrderActionButton({ url, icon, label, success, failure }: { url: string; icon: IconNode; label: string; success: string; failure: string }) {
  const { busy, run } = useAdminAction();
  return (
    <Button variant="outline" className="h-11 sm:h-10" disabled={busy} onClick={() => void run("POST", url, undefined, { success, failure })}>
      <Icon icon={busy ? LoaderCircle : icon} className={busy ? "animate-spin" : undefined} aria-hidden />
      {label}
    </Button>
  );
}

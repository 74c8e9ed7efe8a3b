"use client";

import { LoaderCircle } from "lucide";
import { Icon, type IconNode } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import { useAdminAction } from "./use-admin-action";

/** A one-click admin action with no form (Retry fulfilment, Resend confirmation email, Retry job): POST and toast. */
export function AdminActionButton({
  url,
  body,
  icon,
  label,
  success,
  failure,
}: {
  url: string;
  body?: unknown;
  icon: IconNode;
  label: string;
  success: string;
  failure: string;
}) {
  const { busy, run } = useAdminAction();
  return (
    <Button variant="outline" className="h-11 sm:h-10" disabled={busy} onClick={() => void run("POST", url, body, { success, failure })}>
      <Icon icon={busy ? LoaderCircle : icon} className={busy ? "animate-spin" : undefined} aria-hidden />
      {label}
    </Button>
  );
}

"use client";

import { useState } from "react";
import { Ban, LoaderCircle } from "lucide";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button, buttonVariants } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { useAdminAction } from "./use-admin-action";

/** Declines a quote request after a confirmation (it can't be priced afterwards): POST /api/admin/quotes/{id}/decline. */
export function DeclineQuoteButton({ quoteRequestId, businessName }: { quoteRequestId: number; businessName: string }) {
  const { busy, run } = useAdminAction();
  const [open, setOpen] = useState(false);

  async function confirm(event: React.MouseEvent) {
    event.preventDefault();
    const failed = await run("POST", `/api/admin/quotes/${quoteRequestId}/decline`, undefined, { success: "Request declined.", failure: "The request wasn't declined" });
    if (!failed) setOpen(false);
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" className="h-11 text-red-700 hover:bg-red-50 hover:text-red-800 sm:h-10">
          <Icon icon={Ban} aria-hidden />
          Decline request
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Decline the request from {businessName}?</AlertDialogTitle>
          <AlertDialogDescription>Any quote link you sent stops working, and the request can&apos;t be priced afterwards. Tell the customer why by email.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: "destructive" })} disabled={busy} onClick={confirm}>
            {busy && <Icon icon={LoaderCircle} className="animate-spin" aria-hidden />}
            {busy ? "Declining..." : "Decline request"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

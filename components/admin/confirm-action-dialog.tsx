"use client";

import { useState } from "react";
import { LoaderCircle } from "lucide";
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
import { buttonVariants } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { useAdminAction, type AdminActionWords } from "./use-admin-action";

type ConfirmActionProps = {
  /** The button that opens the confirmation. */
  trigger: React.ReactNode;
  title: string;
  description: string;
  /** The confirming button, e.g. "Delete coupon", and its words while the request runs. */
  confirm: string;
  confirming: string;
  request: { method: "POST" | "DELETE"; url: string; words: AdminActionWords };
};

/** An admin action that cannot be undone: it asks first, then runs, says how it went and closes once done. */
export function ConfirmActionDialog({ trigger, title, description, confirm, confirming, request }: ConfirmActionProps) {
  const { busy, run } = useAdminAction();
  const [open, setOpen] = useState(false);

  async function proceed(event: React.MouseEvent) {
    event.preventDefault();
    const failed = await run(request.method, request.url, undefined, request.words);
    if (failed === null) setOpen(false);
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel className={buttonVariants({ variant: "outline", size: "phone" })} disabled={busy}>
            Cancel
          </AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: "destructive", size: "phone" })} disabled={busy} onClick={proceed}>
            {busy && <Icon icon={LoaderCircle} className="animate-spin" aria-hidden />}
            {busy ? confirming : confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

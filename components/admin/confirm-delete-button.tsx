"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { LoaderCircle, Trash2 } from "lucide";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/ui/toast";
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
import { adminRequest } from "./admin-request";

export type ConfirmDeleteProps = {
  /** DELETE goes here, e.g. /api/admin/coupons/12. */
  endpoint: string;
  /** The row's Delete button for screen readers, e.g. "Delete coupon SPRING15". */
  label: string;
  title: string;
  description: string;
  /** The confirming button, e.g. "Delete coupon". */
  confirm: string;
  deleted: { title: string; description?: string };
  failed: string;
};

/** A row's Delete: asks first, then DELETEs the endpoint, says how it went and refreshes the list. */
export function ConfirmDeleteButton({ endpoint, label, title, description, confirm, deleted, failed }: ConfirmDeleteProps) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function remove(event: React.MouseEvent) {
    event.preventDefault();
    setDeleting(true);
    const result = await adminRequest("DELETE", endpoint);
    setDeleting(false);
    if (result.ok) {
      setOpen(false);
      toast.success(deleted.title, { description: deleted.description });
      router.refresh();
    } else {
      toast.error(failed, { description: result.error });
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !deleting && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm" className="h-10 text-red-700 hover:bg-red-50 hover:text-red-800" aria-label={label}>
          <Icon icon={Trash2} aria-hidden />
          Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleting}>Cancel</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: "destructive" })} disabled={deleting} onClick={remove}>
            {deleting && <Icon icon={LoaderCircle} className="animate-spin" aria-hidden />}
            {deleting ? "Deleting..." : confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

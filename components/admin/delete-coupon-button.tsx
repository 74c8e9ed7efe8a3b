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

/** Delete, after a confirmation: DELETE /api/admin/coupons/{id}. */
export function DeleteCouponButton({ id, code }: { id: number; code: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function confirm(event: React.MouseEvent) {
    event.preventDefault();
    setDeleting(true);
    const result = await adminRequest("DELETE", `/api/admin/coupons/${id}`);
    setDeleting(false);
    if (result.ok) {
      setOpen(false);
      toast.success("Coupon deleted successfully!");
      router.refresh();
    } else {
      toast.error("Failed to delete coupon", { description: result.error });
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !deleting && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm" className="h-10 text-red-700 hover:bg-red-50 hover:text-red-800" aria-label={`Delete coupon ${code}`}>
          <Icon icon={Trash2} aria-hidden />
          Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete coupon {code}?</AlertDialogTitle>
          <AlertDialogDescription>Customers can no longer use it at checkout. Past orders keep their code and discount. This can&apos;t be undone.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleting}>Cancel</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: "destructive" })} disabled={deleting} onClick={confirm}>
            {deleting && <Icon icon={LoaderCircle} className="animate-spin" aria-hidden />}
            {deleting ? "Deleting..." : "Delete coupon"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

"use client";

import { Trash2 } from "lucide";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { ConfirmActionDialog } from "./confirm-action-dialog";

export type ConfirmDeleteProps = {
  /** DELETE goes here, e.g. /api/admin/coupons/12. */
  endpoint: string;
  /** The row's Delete button for screen readers, e.g. "Delete coupon SPRING15". */
  label: string;
  title: string;
  description: string;
  /** The confirming button, e.g. "Delete coupon". */
  confirm: string;
  deleted: { title: string; description?: string | undefined };
  failed: string;
};

/** A row's Delete: asks first, then DELETEs the endpoint, says how it went and refreshes the list. */
export function ConfirmDeleteButton({ endpoint, label, title, description, confirm, deleted, failed }: ConfirmDeleteProps) {
  return (
    <ConfirmActionDialog
      trigger={
        <Button variant="ghost" size="phoneSm" className="text-red-700 hover:bg-red-50 hover:text-red-800" aria-label={label}>
          <Icon icon={Trash2} aria-hidden />
          Delete
        </Button>
      }
      title={title}
      description={description}
      confirm={confirm}
      confirming="Deleting..."
      request={{
        method: "DELETE",
        url: endpoint,
        words: { success: deleted.title, ...(deleted.description ? { successDescription: deleted.description } : {}), failure: failed },
      }}
    />
  );
}

"use client";

import { Ban } from "lucide";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { ConfirmActionDialog } from "./confirm-action-dialog";

/** Declines a quote request after a confirmation (it can't be priced afterwards): POST /api/admin/quotes/{id}/decline. */
export function DeclineQuoteButton({ quoteRequestId, businessName }: { quoteRequestId: number; businessName: string }) {
  return (
    <ConfirmActionDialog
      trigger={
        <Button variant="outline" className="h-11 text-red-700 hover:bg-red-50 hover:text-red-800 sm:h-10">
          <Icon icon={Ban} aria-hidden />
          Decline request
        </Button>
      }
      title={`Decline the request from ${businessName}?`}
      description="Any quote link you sent stops working, and the request can't be priced afterwards. Tell the customer why by email."
      confirm="Decline request"
      confirming="Declining..."
      request={{
        method: "POST",
        url: `/api/admin/quotes/${quoteRequestId}/decline`,
        words: { success: "Request declined.", failure: "The request wasn't declined" },
      }}
    />
  );
}

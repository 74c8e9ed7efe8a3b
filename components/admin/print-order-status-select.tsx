"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { PRINT_STATUS_LABELS } from "@/lib/quotes/stage";
import { PRINT_ORDER_STATUSES, type PrintOrderStatus } from "@/lib/validation/print-quote";
import { useOptimisticUpdate } from "./use-optimistic-update";

/** Moves a print order along with PATCH /api/admin/quotes/{id}/print-order; the customer sees it on their link. */
export function PrintOrderStatusSelect({ quoteRequestId, status }: { quoteRequestId: number; status: PrintOrderStatus }) {
  const { value, busy, change } = useOptimisticUpdate(status, (next) => ({ url: `/api/admin/quotes/${quoteRequestId}/print-order`, body: { status: next } }), {
    success: "Print order updated.",
    failure: "Failed to update the print order",
  });

  return (
    <Select value={value} onValueChange={(next) => void change(next as PrintOrderStatus)} disabled={busy}>
      <SelectTrigger className="h-11 w-40 sm:text-sm md:h-10" aria-label="Print order status">
        <SelectValue>{PRINT_STATUS_LABELS[value]}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        {PRINT_ORDER_STATUSES.map((option) => (
          <SelectItem key={option} value={option}>
            {PRINT_STATUS_LABELS[option]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

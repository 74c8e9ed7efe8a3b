"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/toast";
import { PRINT_STATUS_LABELS } from "@/lib/quotes/stage";
import { PRINT_ORDER_STATUSES, type PrintOrderStatus } from "@/lib/validation/print-quote";
import { adminRequest } from "./admin-request";

/** Moves a print order along with PATCH /api/admin/quotes/{id}/print-order; the customer sees it on their link. */
export function PrintOrderStatusSelect({ quoteRequestId, status }: { quoteRequestId: number; status: PrintOrderStatus }) {
  const router = useRouter();
  const [value, setValue] = useState<PrintOrderStatus>(status);
  const [saving, setSaving] = useState(false);

  async function change(next: string) {
    if (next === value) return;
    setValue(next as PrintOrderStatus);
    setSaving(true);
    const result = await adminRequest("PATCH", `/api/admin/quotes/${quoteRequestId}/print-order`, { status: next });
    setSaving(false);
    if (result.ok) {
      toast.success("Print order updated.");
      router.refresh();
    } else {
      setValue(status);
      toast.error("Failed to update the print order", { description: result.error });
    }
  }

  return (
    <Select value={value} onValueChange={change} disabled={saving}>
      <SelectTrigger className="h-10 w-40 sm:text-sm" aria-label="Print order status">
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

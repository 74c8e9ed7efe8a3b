"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import type { OrderStatus } from "@/lib/validation/order";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { adminRequest } from "./admin-request";
import { capitalize } from "./format";
import { ORDER_STATUS_OPTIONS } from "./order-status";

/** Sets an order's status (any status from any status, SPEC §4) with PATCH /api/admin/orders/{id}. */
export function OrderStatusSelect({ orderId, status }: { orderId: number; status: OrderStatus }) {
  const router = useRouter();
  const [value, setValue] = useState<OrderStatus>(status);
  const [saving, setSaving] = useState(false);

  async function change(next: string) {
    if (next === value) return;
    setValue(next as OrderStatus);
    setSaving(true);
    const result = await adminRequest("PATCH", `/api/admin/orders/${orderId}`, { status: next });
    setSaving(false);
    if (result.ok) {
      toast.success("Order updated successfully!");
      router.refresh();
    } else {
      setValue(status);
      toast.error("Failed to update order", { description: result.error });
    }
  }

  return (
    <Select value={value} onValueChange={change} disabled={saving}>
      <SelectTrigger className="h-10 w-36 sm:text-sm" aria-label={`Status of order #${orderId}`}>
        {/* Spelled out so the server-rendered button already shows the status. */}
        <SelectValue>{capitalize(value)}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        {ORDER_STATUS_OPTIONS.map((option) => (
          <SelectItem key={option} value={option}>
            {capitalize(option)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

"use client";

import type { OrderStatus } from "@/lib/validation/order";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { capitalize } from "./format";
import { ORDER_STATUS_OPTIONS } from "./order-status";
import { useOptimisticUpdate } from "./use-optimistic-update";

/** Sets an order's status (any status from any status, SPEC §4) with PATCH /api/admin/orders/{id}. */
export function OrderStatusSelect({ orderId, status }: { orderId: number; status: OrderStatus }) {
  const { value, busy, change } = useOptimisticUpdate(status, (next) => ({ url: `/api/admin/orders/${orderId}`, body: { status: next } }), {
    success: "Order updated successfully!",
    failure: "Failed to update order",
  });

  return (
    <Select value={value} onValueChange={(next) => void change(next as OrderStatus)} disabled={busy}>
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

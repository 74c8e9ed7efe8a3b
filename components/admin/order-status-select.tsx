"use client";

import { isCancelledInFull, type OrderStatus } from "@/lib/validation/order";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { CancelOrderDialog } from "./cancel-order-dialog";
import { capitalize } from "./format";
import { ORDER_STATUS_OPTIONS } from "./order-status";
import { useOptimisticUpdate } from "./use-optimistic-update";

/**
 * Sets an order's status (any status from any status: docs/product.md#merchandise-orders) with PATCH /api/admin/orders/{id}.
 * "Cancelled" is the real cancel: it opens the Cancel order dialog (confirm, stop the print job,
 * refund what is left, email the customer), and the list shows it once that is done. A cancelled
 * order's status is final: the list is shown, disabled.
 */
export function OrderStatusSelect({
  orderId,
  status,
  fulfillmentStatus,
  refundable,
}: {
  orderId: number;
  status: OrderStatus;
  fulfillmentStatus: string;
  refundable: number;
}) {
  const { value, busy, change } = useOptimisticUpdate(status, (next) => ({ url: `/api/admin/orders/${orderId}`, body: { status: next } }), {
    success: "Order updated successfully!",
    failure: "Failed to update order",
  });
  const final = isCancelledInFull({ status, fulfillmentStatus });

  return (
    <CancelOrderDialog
      orderId={orderId}
      refundable={refundable}
      opener={(openCancel) => (
        <Select value={value} onValueChange={(next) => (next === "cancelled" ? openCancel() : void change(next as OrderStatus))} disabled={busy || final}>
          <SelectTrigger
            className="h-11 w-36 sm:text-sm md:h-10"
            aria-label={`Status of order #${orderId}`}
            title={final ? "This order is cancelled, so its status can't change anymore." : undefined}
          >
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
      )}
    />
  );
}

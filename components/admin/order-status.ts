import type { FulfilmentStateFilter, OrderStatus, PaymentStateFilter } from "@/lib/validation/order";

/** The order statuses (docs/product.md#merchandise-orders), in workflow order (the browser's copy of lib/orders/admin-orders.ts's list). */
export const ORDER_STATUS_OPTIONS = ["pending", "processing", "shipped", "delivered", "cancelled"] as const satisfies readonly OrderStatus[];

export function isOrderStatus(value: string | undefined): value is OrderStatus {
  return (ORDER_STATUS_OPTIONS as readonly string[]).includes(value ?? "");
}

/** The money side of an order, as the admin reads it (filter options and badges). */
export const PAYMENT_STATE_LABELS = {
  paid: "Paid",
  partially_refunded: "Partially refunded",
  refunded: "Refunded",
  disputed: "Disputed",
} as const satisfies Record<PaymentStateFilter, string>;

/** Where the parcel is with the print provider, as the admin reads it. */
export const FULFILMENT_STATE_LABELS = {
  pending: "Fulfilment pending",
  submitted: "Submitted",
  failed: "Fulfilment failed",
  shipped: "Shipped",
  cancelled: "Fulfilment cancelled",
} as const satisfies Record<FulfilmentStateFilter, string>;

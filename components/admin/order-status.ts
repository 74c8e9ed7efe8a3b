import type { OrderStatus } from "@/lib/validation/order";

/** SPEC §4's order statuses, in workflow order (the browser's copy of lib/admin/orders.ts's list). */
export const ORDER_STATUS_OPTIONS = ["pending", "processing", "shipped", "delivered", "cancelled"] as const satisfies readonly OrderStatus[];

export function isOrderStatus(value: string | undefined): value is OrderStatus {
  return (ORDER_STATUS_OPTIONS as readonly string[]).includes(value ?? "");
}

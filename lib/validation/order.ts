import { printOrderIdOf, printOrderNumber } from "@/lib/quotes/print-order-number";
import { oneOf, z } from "@/lib/validation/zod";
import { customerMessageSchema, reasonSchema, requestKeySchema } from "@/lib/validation/refund";

/** The order statuses, in workflow order (docs/product.md#merchandise-orders). */
export const ORDER_STATUSES = ["pending", "processing", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATES = ["paid", "partially_refunded", "refunded", "disputed"] as const;
export type PaymentStateFilter = (typeof PAYMENT_STATES)[number];
export const FULFILMENT_STATES = ["pending", "submitted", "failed", "shipped", "cancelled"] as const;
export type FulfilmentStateFilter = (typeof FULFILMENT_STATES)[number];

/**
 * An order Cancel order has cancelled (its print job stopped, the rest of its payment refunded):
 * its status is final. One whose status alone was set to cancelled by hand, before the status list
 * ran the real cancel, kept its fulfilment and money, and can still be moved or cancelled in full.
 */
export const isCancelledInFull = (order: { status: OrderStatus; fulfillmentStatus: string }) =>
  order.status === "cancelled" && order.fulfillmentStatus === "cancelled";

export const orderStatusSchema = z.object({ status: oneOf(ORDER_STATUSES, "Status") });

/** The admin order list's filters (?status, ?payment, ?fulfilment), each optional. */
export const orderFiltersSchema = z.object({
  status: oneOf(ORDER_STATUSES, "Status").optional(),
  payment: oneOf(PAYMENT_STATES, "Payment").optional(),
  fulfilment: oneOf(FULFILMENT_STATES, "Fulfilment").optional(),
});
export type OrderFilters = z.output<typeof orderFiltersSchema>;

export const cancelOrderSchema = z.object({ reason: reasonSchema, customerMessage: customerMessageSchema, requestKey: requestKeySchema });

export const orderNoteSchema = z.object({ note: z.string({ error: "note is required." }).trim().max(5000, "Keep the note under 5,000 characters.") });

/** The number of an order as its customer types it: "1042" or "#1042" for merchandise, "P-1042" for a print order. */
const ORDER_NUMBER = /^(P-)?\d{1,9}$/;

/** POST /api/orders/lookup: a guest finds one order (merchandise, or print with its P- number) by its number and email. */
export const orderLookupSchema = z.object({
  orderNumber: z
    .union([z.string(), z.number()], { error: "Enter your order number." })
    .transform((value) => {
      const text = String(value).trim();
      const printId = printOrderIdOf(text);
      return printId === null ? text.replace(/^#\s*/, "") : printOrderNumber(printId);
    })
    .pipe(z.string().regex(ORDER_NUMBER, "Enter your order number, like 1042 (or P-1042 for a print order).")),
  email: z.email({ error: "Enter the email address you ordered with." }).max(254),
});

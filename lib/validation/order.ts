import { oneOf, z } from "@/lib/validation/zod";
import { reasonSchema, requestKeySchema } from "@/lib/validation/refund";

/** SPEC §4's order statuses, in workflow order. */
export const ORDER_STATUSES = ["pending", "processing", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATES = ["paid", "partially_refunded", "refunded", "disputed"] as const;
export type PaymentStateFilter = (typeof PAYMENT_STATES)[number];
export const FULFILMENT_STATES = ["pending", "submitted", "failed", "shipped", "cancelled"] as const;
export type FulfilmentStateFilter = (typeof FULFILMENT_STATES)[number];

export const orderStatusSchema = z.object({ status: oneOf(ORDER_STATUSES, "Status") });

/** The admin order list's filters (?status, ?payment, ?fulfilment), each optional. */
export const orderFiltersSchema = z.object({
  status: oneOf(ORDER_STATUSES, "Status").optional(),
  payment: oneOf(PAYMENT_STATES, "Payment").optional(),
  fulfilment: oneOf(FULFILMENT_STATES, "Fulfilment").optional(),
});
export type OrderFilters = z.output<typeof orderFiltersSchema>;

export const cancelOrderSchema = z.object({ reason: reasonSchema, requestKey: requestKeySchema });

export const orderNoteSchema = z.object({ note: z.string({ error: "note is required." }).trim().max(5000, "Keep the note under 5,000 characters.") });

/** POST /api/orders/lookup: a guest finds one order by its number and email. */
export const orderLookupSchema = z.object({
  orderNumber: z.union([z.string(), z.number()], { error: "Enter your order number." }).transform((value) => String(value).trim().replace(/^#/, "")).pipe(z.string().regex(/^\d{1,9}$/, "Enter your order number: the digits after #.")),
  email: z.email({ error: "Enter the email address you ordered with." }).max(254),
});

import { formatCents, parseDollarInput } from "@/lib/money";
import { printOrderIdOf, printOrderNumber } from "@/lib/quotes/print-order-number";
import { oneOf, z } from "@/lib/validation/zod";

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

// One dialog's click: the same key twice is the same refund (a double click refunds once).
const requestKey = z.string({ error: "requestKey is required." }).regex(/^[A-Za-z0-9_-]{8,64}$/, "requestKey must be 8 to 64 letters, digits, - or _.");
const reason = z.string({ error: "Give a reason." }).trim().min(3, "Give a reason of at least 3 characters.").max(500, "Keep the reason under 500 characters.");
// The admin's own words to the customer, emailed with the refund or cancellation; the reason stays with the shop.
const customerMessage = z
  .string({ error: "The message to the customer must be text." })
  .trim()
  .max(1000, "Keep the message to the customer under 1,000 characters.")
  .transform((message) => message || undefined)
  .optional();

/** POST /api/admin/orders/{id}/refund: amount in cents (omitted: everything left), with a reason and maybe a message to the customer. */
export const refundOrderSchema = z.object({
  amount: z.number({ error: "The amount must be a number of cents." }).int("The amount is whole cents.").min(1, "Refund at least 1 cent.").max(100_000_000, "Refund at most $1,000,000.00 at a time.").optional(),
  reason,
  customerMessage,
  requestKey,
});

/**
 * The admin's Refund dialog: the amount in dollars as typed, at most `refundable` cents (what is
 * left when the dialog opens), giving the route's payload above. Everything left goes as no
 * amount, so a refund made meanwhile elsewhere can't push this one over.
 */
export function refundFormSchema(refundable: number) {
  return z
    .object({
      amount: z.string().transform((text, ctx) => {
        const cents = parseDollarInput(text);
        if (cents === null || cents < 1) {
          ctx.addIssue({ code: "custom", message: "Enter an amount in dollars, like 12.50." });
          return z.NEVER;
        }
        if (cents > refundable) {
          ctx.addIssue({ code: "custom", message: `At most ${formatCents(refundable)} is left to refund.` });
          return z.NEVER;
        }
        return cents;
      }),
      reason,
      customerMessage,
      requestKey,
    })
    .transform(({ amount, ...rest }) => (amount === refundable ? rest : { ...rest, amount }))
    .pipe(refundOrderSchema);
}

export const cancelOrderSchema = z.object({ reason, customerMessage, requestKey });

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

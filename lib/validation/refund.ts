import { formatCents, parseDollarInput } from "@/lib/money";
import { z } from "@/lib/validation/zod";

// One dialog's click: the same key twice is the same refund (a double click acts once).
export const requestKeySchema = z
  .string({ error: "requestKey is required." })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, "requestKey must be 8 to 64 letters, digits, - or _.");
export const reasonSchema = z
  .string({ error: "Give a reason." })
  .trim()
  .min(3, "Give a reason of at least 3 characters.")
  .max(500, "Keep the reason under 500 characters.");
// The admin's own words to the customer, emailed with the refund or cancellation; the reason stays with the shop.
export const customerMessageSchema = z
  .string({ error: "The message to the customer must be text." })
  .trim()
  .max(1000, "Keep the message to the customer under 1,000 characters.")
  .transform((message) => message || undefined)
  .optional();

/** What a refund of nothing, less, or a part of a cent is told (the schema and lib/settlement say it alike). */
export const REFUND_AT_LEAST_A_CENT = "Refund at least 1 cent.";

/**
 * POST /api/admin/{orders,print-orders,invoices}/{id}/refund: amount in cents (omitted: everything
 * left), with a reason and maybe a message to the customer.
 */
export const refundSchema = z.object({
  amount: z
    .number({ error: "The amount must be a number of cents." })
    .int("The amount is whole cents.")
    .min(1, REFUND_AT_LEAST_A_CENT)
    .max(100_000_000, "Refund at most $1,000,000.00 at a time.")
    .optional(),
  reason: reasonSchema,
  customerMessage: customerMessageSchema,
  requestKey: requestKeySchema,
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
      reason: reasonSchema,
      customerMessage: customerMessageSchema,
      requestKey: requestKeySchema,
    })
    .transform(({ amount, ...rest }) => (amount === refundable ? rest : { ...rest, amount }))
    .pipe(refundSchema);
}

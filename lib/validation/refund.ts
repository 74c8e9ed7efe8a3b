import { dollarsToCents } from "@/lib/format/cents";
import { formatCents } from "@/lib/format/money";
import { z } from "@/lib/validation/zod";

// One dialog's click: the same key twice is the same refund (a double click acts once).
export const requestKeySchema = z.string({ error: "requestKey is required." }).regex(/^[A-Za-z0-9_-]{8,64}$/, "requestKey must be 8 to 64 letters, digits, - or _.");
export const reasonSchema = z.string({ error: "Give a reason." }).trim().min(3, "Give a reason of at least 3 characters.").max(500, "Keep the reason under 500 characters.");

/**
 * POST /api/admin/{orders,print-orders,invoices}/{id}/refund: amount in cents (omitted: everything
 * left), with a reason.
 */
export const refundSchema = z.object({
  amount: z.number({ error: "The amount must be a number of cents." }).int("The amount is whole cents.").min(1, "Refund at least 1 cent.").max(100_000_000, "Refund at most $1,000,000.00 at a time.").optional(),
  reason: reasonSchema,
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
        const cents = dollarsToCents(text);
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
      requestKey: requestKeySchema,
    })
    .transform(({ amount, ...rest }) => (amount === refundable ? rest : { ...rest, amount }))
    .pipe(refundSchema);
}


import { parseDollarInput } from "@/lib/money";
import { addressFields } from "@/lib/validation/checkout";
import { oneOf, z } from "@/lib/validation/zod";

/** How long a priced quote's link can be paid. */
export const QUOTE_LINK_DAYS = 30;
/** The most one quote may ask for, in cents (far below the card networks' limits). */
export const MAX_QUOTE_TOTAL = 5_000_000;

/** A request's stage in the admin's list, in workflow order. */
export const QUOTE_STAGES = ["new", "quoted", "paid", "in_production", "done", "declined"] as const;
export type QuoteStage = (typeof QUOTE_STAGES)[number];

/** A paid quote's print order, as the admin moves it along and the customer sees it. */
export const PRINT_ORDER_STATUSES = ["paid", "in_production", "shipped", "delivered"] as const;
export type PrintOrderStatus = (typeof PRINT_ORDER_STATUSES)[number];

const quoteItemSchema = z.object({
  description: z
    .string({ error: "Each line needs a description." })
    .trim()
    .min(2, "Each line needs a description.")
    .max(200, "Keep each description under 200 characters."),
  quantity: z
    .number({ error: "Each line's quantity must be a whole number." })
    .int("Each line's quantity must be a whole number.")
    .min(1, "Each line's quantity must be at least 1.")
    .max(1_000_000, "Each line's quantity must be at most 1,000,000."),
  /** The line's price in cents, for its whole quantity. */
  amount: z
    .number({ error: "Each line's amount must be a number of cents." })
    .int("Each line's amount is whole cents.")
    .min(1, "Each line's amount must be more than $0.00.")
    .max(MAX_QUOTE_TOTAL, "A line can be at most $50,000.00."),
});
export type QuoteItem = z.output<typeof quoteItemSchema>;

/** POST /api/admin/quotes/{id}/price: the lines the customer pays for, and a note to them. */
export const priceQuoteSchema = z
  .object({
    items: z.array(quoteItemSchema, { error: "Add at least one line." }).min(1, "Add at least one line.").max(30, "A quote has at most 30 lines."),
    note: z.string().trim().max(2000, "Keep the note under 2,000 characters.").optional(),
  })
  .refine((quote) => quote.items.reduce((sum, item) => sum + item.amount, 0) <= MAX_QUOTE_TOTAL, {
    path: ["items"],
    message: "A quote can be at most $50,000.00. Split larger jobs into several quotes.",
  });
export type PriceQuoteInput = z.output<typeof priceQuoteSchema>;

/**
 * The admin's price form: each line's quantity and amount as typed (the amount in dollars for the
 * whole line), giving the route's payload above, whose rules then apply as well.
 */
export const priceQuoteFormSchema = z
  .object({
    items: z.array(
      z.object({
        description: quoteItemSchema.shape.description,
        quantity: z.string().transform((text, ctx) => {
          if (!/^\d{1,7}$/.test(text.trim())) {
            ctx.addIssue({ code: "custom", message: "Each line's quantity must be a whole number." });
            return z.NEVER;
          }
          return Number(text);
        }),
        amount: z.string().transform((text, ctx): number => {
          const cents = parseDollarInput(text);
          if (cents === null) {
            ctx.addIssue({ code: "custom", message: "Enter the line's amount in dollars, like 89.00." });
            return z.NEVER;
          }
          return cents;
        }),
      }),
    ),
    note: z.string(),
  })
  .transform(({ note, ...quote }) => (note.trim() ? { ...quote, note } : quote))
  .pipe(priceQuoteSchema);

/** POST /api/quotes/{token}/questions: the customer's question to the team. */
export const quoteQuestionSchema = z.object({
  message: z
    .string({ error: "Write your question." })
    .trim()
    .min(3, "Write your question (at least 3 characters).")
    .max(2000, "Keep your question under 2,000 characters."),
});

/** POST /api/admin/quotes/{id}/answers: the shop's answer to one of the customer's questions, emailed to them. */
export const quoteAnswerSchema = z.object({
  questionId: z
    .number({ error: "Say which question this answers (questionId)." })
    .int("questionId is a whole number.")
    .positive("questionId is a whole number."),
  message: z.string({ error: "Write your answer." }).trim().min(2, "Write your answer.").max(5000, "Keep your answer under 5,000 characters."),
});
export type QuoteAnswerInput = z.output<typeof quoteAnswerSchema>;

/** Where a print job is shipped: asked for with the payment, prefilled from the request. */
export const shippingAddressSchema = z.object(
  {
    name: z.string({ error: "Enter the name to ship to." }).trim().min(1, "Enter the name to ship to.").max(100, "Keep the name under 100 characters."),
    ...addressFields,
  },
  { error: "Enter the address to ship your print job to." },
);
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;
export type ShippingAddress = z.output<typeof shippingAddressSchema>;

/** POST /api/quotes/{token}/payment: the amount is the stored quote's, so the browser sends only where to ship. */
export const quotePaymentSchema = z.object({ shipping: shippingAddressSchema });

/** PATCH /api/admin/quotes/{id}/print-order. */
export const printOrderStatusSchema = z.object({ status: oneOf(PRINT_ORDER_STATUSES, "Status") });

/** The admin's print order list's filter (?status), optional. */
export const printOrderFiltersSchema = z.object({ status: oneOf(PRINT_ORDER_STATUSES, "Status").optional() });
export type PrintOrderFilters = z.output<typeof printOrderFiltersSchema>;

/** A quote link's token as it appears in /quotes/{token}: anything else is no link of ours. */
export const looksLikeQuoteToken = (token: string) => /^[A-Za-z0-9_-]{40,50}$/.test(token);

import { parseDollarInput } from "@/lib/money";
import { isMatch } from "date-fns";
import { z } from "./zod";

/**
 * The one money rule of the coupon form: amounts arrive as a person types them, in dollars
 * (discountValue of a fixed coupon, minOrderAmount), and come out in cents, as they are stored.
 * A percentage coupon's discountValue is a whole percent from 1 to 100.
 */
const dollars = (label: string) =>
  z.union([z.number(), z.string()], { error: `${label} must be an amount in dollars.` }).transform((value, ctx): number => {
    const cents = parseDollarInput(value);
    if (cents === null || cents > 100_000_000) {
      ctx.addIssue({ code: "custom", message: `${label} must be an amount in dollars, like 25 or 25.50.` });
      return z.NEVER;
    }
    return cents;
  });

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Create Coupon (docs/api.md#post-apiadmincoupons), checked alike by the admin's form and POST /api/admin/coupons. The
 * expiry stays as sent: a day (the form's date input), which the server ends at midnight on the
 * store's clock, or a full timestamp.
 */
export const couponSchema = z
  .object({
    code: z
      .string({ error: "Enter a coupon code." })
      .trim()
      .min(3, "Coupon codes are 3 to 32 characters.")
      .max(32, "Coupon codes are 3 to 32 characters.")
      .regex(/^[A-Za-z0-9_-]+$/, "Use letters, digits, - and _ in coupon codes.")
      .transform((code) => code.toUpperCase()),
    description: z.string().trim().max(200, "Keep the description under 200 characters.").default(""),
    discountType: z.enum(["percentage", "fixed"], { error: "Discount type is percentage or fixed." }),
    discountValue: z.union([z.number(), z.string()], { error: "Enter the discount." }),
    minOrderAmount: dollars("Minimum order").default(0),
    maxUses: z
      .union([z.number(), z.string(), z.null()])
      .optional()
      .transform((value, ctx) => {
        if (value === null || value === undefined || String(value).trim() === "") return null;
        const uses = Number(value);
        if (!Number.isInteger(uses) || uses < 1 || uses > 1_000_000) {
          ctx.addIssue({ code: "custom", message: "Maximum uses must be a whole number of at least 1, or empty for unlimited." });
          return z.NEVER;
        }
        return uses;
      }),
    expiresAt: z
      .union([z.string(), z.null()])
      .optional()
      .transform((value, ctx) => {
        if (!value) return null;
        const valid = CALENDAR_DAY.test(value) ? isMatch(value, "yyyy-MM-dd") : !Number.isNaN(new Date(value).getTime());
        if (!valid) {
          ctx.addIssue({ code: "custom", message: "Expiry must be a date, or empty for none." });
          return z.NEVER;
        }
        return value;
      }),
  })
  .transform((input, ctx) => {
    if (input.discountType === "percentage") {
      const percent = Number(input.discountValue);
      if (!Number.isInteger(percent) || percent < 1 || percent > 100) {
        ctx.addIssue({ code: "custom", path: ["discountValue"], message: "A percentage discount is a whole number from 1 to 100." });
        return z.NEVER;
      }
      return { ...input, discountValue: percent };
    }
    const cents = parseDollarInput(input.discountValue);
    if (cents === null || cents < 1 || cents > 100_000_000) {
      ctx.addIssue({ code: "custom", path: ["discountValue"], message: "A fixed discount is an amount in dollars, like 10 or 12.50." });
      return z.NEVER;
    }
    return { ...input, discountValue: cents };
  });

export type CouponInput = z.output<typeof couponSchema>;

/** Switching a coupon on or off (PATCH /api/admin/coupons/{id}). */
export const couponActiveSchema = z.object({ isActive: z.boolean({ error: "isActive must be true or false." }) });

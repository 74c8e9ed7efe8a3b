import "server-only";
import { z } from "@/lib/validation/zod";
import { prisma } from "@/lib/db";
import { Prisma } from "@/generated/prisma/client";
import type { SessionUser } from "@/lib/auth/session";
import { usableCouponWhere } from "@/lib/checkout/coupon-rules";
import { env } from "@/lib/env";
import { dollarsToCents } from "@/lib/format/cents";
import { endOfStoreDay } from "@/lib/format/store-time";
import { ApiError } from "@/lib/http/api";
import { recordAudit } from "./audit";

/**
 * The one money rule of the coupon form: amounts arrive as a person types them, in dollars
 * (discountValue of a fixed coupon, minOrderAmount), and are stored and returned in cents.
 * A percentage coupon's discountValue is a whole percent from 1 to 100.
 */
const dollars = (label: string) =>
  z.union([z.number(), z.string()], { error: `${label} must be an amount in dollars.` }).transform((value, ctx) => {
    const cents = dollarsToCents(value);
    if (cents === null || cents > 100_000_000) {
      ctx.addIssue({ code: "custom", message: `${label} must be an amount in dollars, like 25 or 25.50.` });
      return z.NEVER;
    }
    return cents;
  });

export const createCouponSchema = z
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
        if (value === null || value === undefined || value === "") return null;
        const uses = Number(value);
        if (!Number.isInteger(uses) || uses < 1 || uses > 1_000_000) {
          ctx.addIssue({ code: "custom", message: "Maximum uses must be a whole number of at least 1, or empty for unlimited." });
          return z.NEVER;
        }
        return uses;
      }),
    // A day (the form's date input) lasts to its end on the store's clock; a full timestamp is kept as is.
    expiresAt: z
      .union([z.string(), z.null()])
      .optional()
      .transform((value, ctx) => {
        if (!value) return null;
        const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? endOfStoreDay(value, env().STORE_TIME_ZONE) : new Date(value);
        if (!date || Number.isNaN(date.getTime())) {
          ctx.addIssue({ code: "custom", message: "Expiry must be a date, or empty for none." });
          return z.NEVER;
        }
        return date;
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
    const cents = dollarsToCents(input.discountValue);
    if (cents === null || cents < 1 || cents > 100_000_000) {
      ctx.addIssue({ code: "custom", path: ["discountValue"], message: "A fixed discount is an amount in dollars, like 10 or 12.50." });
      return z.NEVER;
    }
    return { ...input, discountValue: cents };
  });

export const couponActiveSchema = z.object({ isActive: z.boolean({ error: "isActive must be true or false." }) });

export type AdminCoupon = {
  id: number;
  code: string;
  description: string;
  discountType: "percentage" | "fixed";
  discountValue: number;
  minOrderAmount: number;
  maxUses: number | null;
  usedCount: number;
  expiresAt: string | null;
  isActive: boolean;
  createdAt: string;
};

type CouponRow = Prisma.CouponGetPayload<object>;

export function toAdminCoupon(coupon: CouponRow): AdminCoupon {
  return {
    id: coupon.id,
    code: coupon.code,
    description: coupon.description,
    discountType: coupon.discountType,
    discountValue: coupon.discountValue,
    minOrderAmount: coupon.minOrderAmount,
    maxUses: coupon.maxUses,
    usedCount: coupon.usedCount,
    expiresAt: coupon.expiresAt?.toISOString() ?? null,
    isActive: coupon.isActive,
    createdAt: coupon.createdAt.toISOString(),
  };
}

export async function listCoupons(): Promise<AdminCoupon[]> {
  const rows = await prisma.coupon.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return rows.map(toAdminCoupon);
}

/** Coupons a customer could redeem right now: switched on, not expired, uses left. */
export async function activeCouponCount(now = new Date()): Promise<number> {
  return prisma.coupon.count({ where: usableCouponWhere(prisma.coupon.fields, now) });
}

export async function createCoupon(actor: SessionUser, input: z.output<typeof createCouponSchema>): Promise<AdminCoupon> {
  try {
    return await prisma.$transaction(async (tx) => {
      const coupon = await tx.coupon.create({ data: input });
      await recordAudit(tx, actor, { action: "coupon.create", entityType: "coupon", entityId: coupon.id, after: toAdminCoupon(coupon) });
      return toAdminCoupon(coupon);
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new ApiError(409, `A coupon with the code ${input.code} already exists.`);
    }
    throw error;
  }
}

export async function setCouponActive(actor: SessionUser, id: number, isActive: boolean): Promise<AdminCoupon> {
  return prisma.$transaction(async (tx) => {
    const before = await tx.coupon.findUnique({ where: { id } });
    if (!before) throw new ApiError(404, `Coupon ${id} does not exist.`);
    const coupon = await tx.coupon.update({ where: { id }, data: { isActive } });
    await recordAudit(tx, actor, { action: isActive ? "coupon.activate" : "coupon.deactivate", entityType: "coupon", entityId: id, before: { isActive: before.isActive }, after: { isActive } });
    return toAdminCoupon(coupon);
  });
}

export async function deleteCoupon(actor: SessionUser, id: number): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const before = await tx.coupon.findUnique({ where: { id } });
    if (!before) throw new ApiError(404, `Coupon ${id} does not exist.`);
    await tx.coupon.delete({ where: { id } });
    await recordAudit(tx, actor, { action: "coupon.delete", entityType: "coupon", entityId: id, before: toAdminCoupon(before) });
  });
}

import type { Prisma } from "@/generated/prisma/client";
import { formatCents, percentOf } from "@/lib/money";

export type CouponTerms = {
  code: string;
  discountType: "percentage" | "fixed";
  discountValue: number;
  minOrderAmount: number;
  maxUses: number | null;
  usedCount: number;
  expiresAt: Date | null;
  isActive: boolean;
};

/** Whether a coupon can be redeemed at all at this instant, whatever the order. */
export type CouponAvailability = "usable" | "inactive" | "expired" | "used-up";

export function couponAvailability(coupon: Pick<CouponTerms, "isActive" | "expiresAt" | "maxUses" | "usedCount">, now: Date): CouponAvailability {
  if (!coupon.isActive) return "inactive";
  if (coupon.expiresAt && coupon.expiresAt <= now) return "expired";
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) return "used-up";
  return "usable";
}

/**
 * couponAvailability(coupon, now) === "usable" as a Prisma filter, so the admin's count of active
 * coupons and the checkout agree. `fields` is the client's `coupon.fields` (usedCount is compared
 * with the row's own maxUses); taking it as an argument keeps this module free of a database.
 */
export function usableCouponWhere(fields: Pick<Prisma.CouponFieldRefs, "maxUses">, now: Date): Prisma.CouponWhereInput {
  return {
    isActive: true,
    AND: [{ OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] }, { OR: [{ maxUses: null }, { usedCount: { lt: fields.maxUses } }] }],
  };
}

/**
 * The answer for a code nobody can use: made up, or switched off by the shop. The two are not told
 * apart, so trying codes never shows which ones exist.
 */
export const UNUSABLE_COUPON = "That coupon code can't be used on this order.";

/**
 * Whether this coupon can be used on a subtotal (cents): null when it can, else the sentence that
 * says why. A live code that has expired, been used up or needs a larger order says so: the
 * customer holding it learns what to do, and a code guessed at random tells no more than a made-up one.
 */
export function couponProblem(coupon: CouponTerms | null, subtotal: number, now = new Date()): string | null {
  if (!coupon) return UNUSABLE_COUPON;
  switch (couponAvailability(coupon, now)) {
    case "inactive":
      return UNUSABLE_COUPON;
    case "expired":
      return `${coupon.code} has expired.`;
    case "used-up":
      return `${coupon.code} has been used up.`;
    case "usable":
      return subtotal < coupon.minOrderAmount ? `${coupon.code} needs an order of ${formatCents(coupon.minOrderAmount)} or more.` : null;
  }
}

/** The discount in cents: a rounded percentage, or a fixed amount never above the subtotal. */
export function couponDiscount(coupon: Pick<CouponTerms, "discountType" | "discountValue">, subtotal: number): number {
  if (coupon.discountType === "percentage") return Math.min(subtotal, percentOf(subtotal, coupon.discountValue));
  return Math.min(subtotal, coupon.discountValue);
}

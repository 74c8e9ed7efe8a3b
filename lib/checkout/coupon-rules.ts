import type { Prisma } from "@/generated/prisma/client";
import { percentOf } from "@/lib/money";

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
 * The one answer for every code that can't be used: made up, inactive, expired, used up or
 * below its minimum. Telling them apart would let anyone try codes until a real one answers.
 */
export const UNUSABLE_COUPON = "That coupon code can't be used on this order.";

/** Whether this coupon can be used on a subtotal (cents): null when it can, else the one sentence. */
export function couponProblem(coupon: CouponTerms | null, subtotal: number, now = new Date()): string | null {
  if (!coupon || couponAvailability(coupon, now) !== "usable" || subtotal < coupon.minOrderAmount) return UNUSABLE_COUPON;
  return null;
}

/** The discount in cents: a rounded percentage, or a fixed amount never above the subtotal. */
export function couponDiscount(coupon: Pick<CouponTerms, "discountType" | "discountValue">, subtotal: number): number {
  if (coupon.discountType === "percentage") return Math.min(subtotal, percentOf(subtotal, coupon.discountValue));
  return Math.min(subtotal, coupon.discountValue);
}

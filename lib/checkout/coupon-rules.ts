import type { Prisma } from "@/lib/generated/prisma/client";
import { formatCents } from "@/lib/format/money";

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

const UNAVAILABLE: Record<Exclude<CouponAvailability, "usable">, string> = {
  inactive: "That coupon is no longer active.",
  expired: "That coupon has expired.",
  "used-up": "That coupon has been used up.",
};

/** Why this coupon can't be used on a subtotal (cents), or null when it can. */
export function couponProblem(coupon: CouponTerms | null, subtotal: number, now = new Date()): string | null {
  if (!coupon) return "That coupon code doesn't exist.";
  const availability = couponAvailability(coupon, now);
  if (availability !== "usable") return UNAVAILABLE[availability];
  if (subtotal < coupon.minOrderAmount) return `That coupon needs an order of at least ${formatCents(coupon.minOrderAmount)}.`;
  return null;
}

/** The discount in cents: a rounded percentage, or a fixed amount never above the subtotal. */
export function couponDiscount(coupon: Pick<CouponTerms, "discountType" | "discountValue">, subtotal: number): number {
  if (coupon.discountType === "percentage") return Math.min(subtotal, Math.round((subtotal * coupon.discountValue) / 100));
  return Math.min(subtotal, coupon.discountValue);
}

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

/** Why this coupon can't be used on a subtotal (cents), or null when it can. */
export function couponProblem(coupon: CouponTerms | null, subtotal: number, now = new Date()): string | null {
  if (!coupon) return "That coupon code doesn't exist.";
  if (!coupon.isActive) return "That coupon is no longer active.";
  if (coupon.expiresAt && coupon.expiresAt <= now) return "That coupon has expired.";
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) return "That coupon has been used up.";
  if (subtotal < coupon.minOrderAmount) return `That coupon needs an order of at least ${formatCents(coupon.minOrderAmount)}.`;
  return null;
}

/** The discount in cents: a rounded percentage, or a fixed amount never above the subtotal. */
export function couponDiscount(coupon: Pick<CouponTerms, "discountType" | "discountValue">, subtotal: number): number {
  if (coupon.discountType === "percentage") return Math.min(subtotal, Math.round((subtotal * coupon.discountValue) / 100));
  return Math.min(subtotal, coupon.discountValue);
}

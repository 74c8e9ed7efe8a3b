import "server-only";
import { merchCatalogue } from "@/lib/merch";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/rate-limit";
import type { CheckoutItem } from "@/lib/validation/checkout";
import { priceCart } from "./pricing";

export type CouponCheck = { subtotal: number; discount: number; total: number; couponCode: string | null };

/**
 * A coupon checked against the cart before payment (rate-limited with the rest of checkout): the
 * server's subtotal, discount and total, in cents; an unusable coupon is refused with a sentence.
 */
export async function checkCoupon(clientIp: string, { items, couponCode }: { items: CheckoutItem[]; couponCode: string }): Promise<CouponCheck> {
  await enforceRateLimit(RATE_LIMITS.checkout, clientIp);
  const cart = await priceCart(merchCatalogue(), items, couponCode);
  return { subtotal: cart.subtotal, discount: cart.discount, total: cart.total, couponCode: cart.coupon?.code ?? null };
}

import "server-only";
import crypto from "node:crypto";
import { prisma } from "@/lib/db";
import { merchCatalogue } from "@/lib/merch";
import { paymentGateway } from "@/lib/payments";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/rate-limit";
import { priceCart } from "./pricing";
import type { CheckoutItem, CustomerInfo } from "@/lib/validation/checkout";

export type OpenedCheckout = {
  clientSecret: string;
  paymentIntentId: string;
  provider: "sandbox" | "stripe";
  subtotal: number;
  discount: number;
  total: number;
  couponCode: string | null;
};

/**
 * Prices the cart on the server (prices the browser sends are ignored), applies the coupon, and
 * opens a payment for exactly that amount. What was priced is kept with the payment id, and with
 * the signed-in customer, so the order is later made from it, never from the browser. Rate-limited
 * with the rest of checkout.
 */
export async function openCheckout(
  clientIp: string,
  input: { items: CheckoutItem[]; customerInfo: CustomerInfo; couponCode?: string },
  userId: string | null,
): Promise<OpenedCheckout> {
  await enforceRateLimit(RATE_LIMITS.checkout, clientIp);
  const cart = await priceCart(merchCatalogue(), input.items, input.couponCode);
  const gateway = paymentGateway();
  const intent = await gateway.createIntent({
    amount: cart.total,
    currency: cart.currency,
    description: `Viralize merch: ${cart.lines.map((l) => `${l.quantity} × ${l.variantName}`).join(", ")}`.slice(0, 500),
    receiptEmail: input.customerInfo.email,
    idempotencyKey: crypto.randomUUID(),
  });
  await prisma.checkout.create({
    data: {
      paymentIntentId: intent.id,
      provider: gateway.name,
      userId,
      items: cart.lines,
      customerInfo: input.customerInfo,
      couponId: cart.coupon?.id ?? null,
      couponCode: cart.coupon?.code ?? null,
      subtotal: cart.subtotal,
      discount: cart.discount,
      total: cart.total,
      currency: cart.currency,
    },
  });
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    provider: gateway.name,
    subtotal: cart.subtotal,
    discount: cart.discount,
    total: cart.total,
    couponCode: cart.coupon?.code ?? null,
  };
}

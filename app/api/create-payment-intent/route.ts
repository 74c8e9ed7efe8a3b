import crypto from "node:crypto";
import { NextResponse } from "next/server";
import { prisma } from "@/lib/db";
import { priceCart } from "@/lib/checkout/pricing";
import { createPaymentIntentSchema } from "@/lib/checkout/schema";
import { apiHandler, readJson } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { merchCatalogue } from "@/lib/merch";
import { paymentGateway } from "@/lib/payments";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/rate-limit";

/**
 * Prices the cart on the server (prices the browser sends are ignored), applies the coupon, and
 * opens a payment for exactly that amount. What was priced is kept with the payment id, so the
 * order is later made from it, never from the browser.
 */
export const POST = apiHandler(async (request) => {
  await enforceRateLimit(RATE_LIMITS.checkout, clientIp(request));
  const { items, customerInfo, couponCode } = await readJson(request, createPaymentIntentSchema);
  const cart = await priceCart(merchCatalogue(), items, couponCode);
  const gateway = paymentGateway();
  const intent = await gateway.createIntent({
    amount: cart.total,
    currency: cart.currency,
    description: `Viralize merch: ${cart.lines.map((l) => `${l.quantity} × ${l.variantName}`).join(", ")}`.slice(0, 500),
    receiptEmail: customerInfo.email,
    idempotencyKey: crypto.randomUUID(),
  });
  await prisma.checkout.create({
    data: {
      paymentIntentId: intent.id,
      provider: gateway.name,
      items: cart.lines,
      customerInfo,
      couponId: cart.coupon?.id ?? null,
      couponCode: cart.coupon?.code ?? null,
      subtotal: cart.subtotal,
      discount: cart.discount,
      total: cart.total,
      currency: cart.currency,
    },
  });
  return NextResponse.json({
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    provider: gateway.name,
    subtotal: cart.subtotal,
    discount: cart.discount,
    total: cart.total,
    couponCode: cart.coupon?.code ?? null,
  });
});

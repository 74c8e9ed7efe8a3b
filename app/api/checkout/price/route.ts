import { NextResponse } from "next/server";
import { priceCart } from "@/lib/checkout/pricing";
import { couponCheckSchema } from "@/lib/validation/checkout";
import { apiHandler, readJson } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { merchCatalogue } from "@/lib/merch";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/rate-limit";

/** Checks a coupon against the cart before payment: the server's subtotal, discount and total, in cents. */
export const POST = apiHandler(async (request) => {
  await enforceRateLimit(RATE_LIMITS.checkout, clientIp(request));
  const { items, couponCode } = await readJson(request, couponCheckSchema);
  const cart = await priceCart(merchCatalogue(), items, couponCode);
  return NextResponse.json({ subtotal: cart.subtotal, discount: cart.discount, total: cart.total, couponCode: cart.coupon?.code ?? null });
});

import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/http/api";
import { handleStripeWebhook } from "@/lib/orders/stripe-events";

/** Stripe's events, signature verified and deduplicated (lib/orders/stripe-events.ts). */
export const POST = apiHandler(async (request) => {
  return NextResponse.json(await handleStripeWebhook(await request.text(), request.headers.get("stripe-signature")));
});

import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/http/api";
import { handleStripeWebhook } from "@/lib/orders/stripe-events";

// Node (the Stripe SDK verifies the signature with node:crypto), up to 30 s (as in vercel.json).
export const runtime = "nodejs";
export const maxDuration = 30;

/** Stripe's events, signature verified and deduplicated (lib/orders/stripe-events.ts). */
export const POST = apiHandler(async (request) => {
  return NextResponse.json(await handleStripeWebhook(await request.text(), request.headers.get("stripe-signature")));
});

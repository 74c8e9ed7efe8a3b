import { NextResponse } from "next/server";
import { apiHandler, readText } from "@/lib/http/api";
import { handleStripeWebhook } from "@/lib/orders/stripe-events";

// Node (the Stripe SDK verifies the signature with node:crypto), up to 30 s (as in vercel.json).
export const runtime = "nodejs";
export const maxDuration = 30;

// Stripe's events are kilobytes (the lists inside them are cut to their first items): 2 MB is
// plenty, and the signature can only be checked once the body is read.
const EVENT_MAX_BYTES = 2 * 1024 * 1024;

/** Stripe's events, signature verified and deduplicated (lib/orders/stripe-events.ts). */
export const POST = apiHandler(async (request) => {
  return NextResponse.json(await handleStripeWebhook(await readText(request, EVENT_MAX_BYTES), request.headers.get("stripe-signature")));
});

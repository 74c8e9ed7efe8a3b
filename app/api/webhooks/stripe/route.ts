import { NextResponse } from "next/server";
import type Stripe from "stripe";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { Prisma } from "@/lib/generated/prisma/client";
import { ApiError, apiHandler } from "@/lib/http/api";
import { createOrderForPayment } from "@/lib/orders/create-order";
import { stripeFromEnv } from "@/lib/payments";

/**
 * Stripe's events, signature verified. Each event id is recorded, so a replay is acknowledged
 * and skipped; a succeeded payment creates its order (the same call the browser makes, so
 * either may come first, any number of times). Failures answer 5xx so Stripe retries.
 */
export const POST = apiHandler(async (request) => {
  const stripe = stripeFromEnv();
  if (!stripe) throw new ApiError(404, "Stripe is not enabled on this site.");
  const signature = request.headers.get("stripe-signature");
  if (!signature) throw new ApiError(400, "The Stripe-Signature header is missing.");
  const payload = await request.text();
  let event: Stripe.Event;
  try {
    event = await stripe.webhooks.constructEventAsync(payload, signature, env().STRIPE_WEBHOOK_SECRET!);
  } catch {
    throw new ApiError(400, "The webhook signature is not valid.");
  }
  // Signed JSON that is no event (null, a list, no id) has nothing to record or retry.
  if (typeof event?.id !== "string" || typeof event.type !== "string") throw new ApiError(400, "The webhook payload is not a Stripe event.");

  const seen = await prisma.webhookEvent.findUnique({ where: { id: event.id } });
  if (seen?.processedAt) return NextResponse.json({ received: true, duplicate: true });
  if (!seen) {
    await prisma.webhookEvent.create({ data: { id: event.id, provider: "stripe", type: event.type } }).catch((error: unknown) => {
      if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) throw error;
    });
  }

  if (event.type === "payment_intent.succeeded") {
    const intent = event.data.object as Stripe.PaymentIntent;
    const known = await prisma.checkout.findUnique({ where: { paymentIntentId: intent.id }, select: { paymentIntentId: true } });
    if (known) {
      try {
        await createOrderForPayment(intent.id);
      } catch (error) {
        // A refusal (amount mismatch, coupon used up and refunded) is final: retrying won't change it.
        if (!(error instanceof ApiError) || error.status >= 500) throw error;
        console.error(`Stripe event ${event.id}: no order for ${intent.id}: ${error.message}`);
      }
    }
  }
  await prisma.webhookEvent.update({ where: { id: event.id }, data: { processedAt: new Date() } });
  return NextResponse.json({ received: true });
});

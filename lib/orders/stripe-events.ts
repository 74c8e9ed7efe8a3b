import "server-only";
import type Stripe from "stripe";
import { planSubscriptionOf } from "@/lib/billing/stripe-events";
import { syncSubscription } from "@/lib/billing/sync";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { Prisma } from "@/generated/prisma/client";
import { Invalid, NotFound, isRefusal } from "@/lib/errors";
import { enqueueJobs } from "@/lib/jobs/enqueue";
import { areaLogger } from "@/lib/log";
import { stripeFromEnv } from "@/lib/payments";
import { isQuotePayment, settleQuotePaymentFromWebhook } from "@/lib/quotes/payment";
import { createOrderForPayment } from "./create-order";

// Events whose truth is re-read from Stripe by a payment.sync job (refunds and disputes).
const MONEY_EVENTS = new Set([
  "charge.refunded",
  "charge.refund.updated",
  "refund.created",
  "refund.updated",
  "refund.failed",
  "charge.dispute.created",
  "charge.dispute.updated",
  "charge.dispute.closed",
  "charge.dispute.funds_withdrawn",
  "charge.dispute.funds_reinstated",
]);

const intentIdOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

export type WebhookOutcome = { received: true; duplicate?: true };

/**
 * One signed Stripe event. Its id is recorded, so a replay is acknowledged and skipped. A payment
 * authorised or captured makes its order (the same call the browser makes, so either may come
 * first); a failed one closes its checkout; a refund or dispute, wherever it was made, queues a
 * sync of the order's money from Stripe in the same transaction that marks the event done; a
 * website plan's event copies the plan from Stripe (lib/billing/sync.ts). So
 * replays and out-of-order deliveries end the same way. Failures answer 5xx so Stripe retries.
 */
export async function handleStripeWebhook(payload: string, signature: string | null): Promise<WebhookOutcome> {
  const stripe = stripeFromEnv();
  if (!stripe) throw new NotFound("Stripe is not enabled on this site.");
  if (!signature) throw new Invalid("The Stripe-Signature header is missing.");
  let event: Stripe.Event;
  try {
    event = await stripe.webhooks.constructEventAsync(payload, signature, env().STRIPE_WEBHOOK_SECRET!);
  } catch {
    throw new Invalid("The webhook signature is not valid.");
  }
  // Signed JSON that is no event (null, a list, no id) has nothing to record or retry.
  if (typeof event?.id !== "string" || typeof event.type !== "string") throw new Invalid("The webhook payload is not a Stripe event.");

  const seen = await prisma.webhookEvent.findUnique({ where: { id: event.id } });
  if (seen?.processedAt) return { received: true, duplicate: true };
  if (!seen) {
    await prisma.webhookEvent.create({ data: { id: event.id, provider: "stripe", type: event.type } }).catch((error: unknown) => {
      if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) throw error;
    });
  }

  const object = event.data.object as { id?: string; payment_intent?: string | { id: string } | null; last_payment_error?: { message?: string } | null };
  if (event.type === "payment_intent.succeeded" || event.type === "payment_intent.amount_capturable_updated") {
    await orderForPayment(event.id, object.id ?? "");
  } else if (event.type === "payment_intent.payment_failed") {
    await prisma.checkout.updateMany({
      where: { paymentIntentId: object.id ?? "", status: "open" },
      data: { status: "failed", failureReason: object.last_payment_error?.message ?? "The card was declined." },
    });
  }
  const planSubscription = planSubscriptionOf(event);
  // A website plan's change, payment or failed payment: copied from Stripe, with its emails queued.
  if (planSubscription) await syncSubscription(planSubscription, "stripe");
  const syncIntent = MONEY_EVENTS.has(event.type) ? intentIdOf(object.payment_intent) : null;
  await prisma.$transaction(async (tx) => {
    if (syncIntent) await enqueueJobs(tx, [{ name: "payment.sync", data: { paymentIntentId: syncIntent }, singletonKey: syncIntent }]);
    await tx.webhookEvent.update({ where: { id: event.id }, data: { processedAt: new Date() } });
  });
  return { received: true };
}

async function orderForPayment(eventId: string, paymentIntentId: string): Promise<void> {
  const known = await prisma.checkout.findUnique({ where: { paymentIntentId }, select: { paymentIntentId: true } });
  // Not a store checkout: a print quote's payment becomes its print order instead.
  if (!known) {
    if (await isQuotePayment(paymentIntentId)) await settleQuotePaymentFromWebhook(eventId, paymentIntentId);
    return;
  }
  try {
    await createOrderForPayment(paymentIntentId);
  } catch (error) {
    // A refusal (amount mismatch, coupon used up, sold out) is final: retrying won't change it.
    if (!isRefusal(error)) throw error;
    areaLogger("payments").warn({ eventId, paymentIntentId, reason: error.message }, "Stripe event: the payment's order was refused, not retried");
  }
}

import "server-only";
import Stripe from "stripe";
import { UpstreamError } from "@/lib/http/upstream";
import type { GatewayRefund, PaymentGateway, PaymentIntentSummary } from "./types";

export type StripeConfig = { secretKey: string; apiUrl?: string; timeoutMs?: number };

/**
 * A Stripe client; STRIPE_API_URL points it at a local fake in tests. The SDK retries failed
 * connections and 5xx answers twice, each POST under one idempotency key, so a retry never
 * makes a second payment.
 */
export function stripeClient({ secretKey, apiUrl, timeoutMs = 20_000 }: StripeConfig): Stripe {
  const url = apiUrl ? new URL(apiUrl) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: timeoutMs,
    ...(url ? { host: url.hostname, port: url.port || (url.protocol === "https:" ? 443 : 80), protocol: url.protocol.replace(":", "") as "http" | "https" } : {}),
  });
}

/** Stripe failing us (after the SDK's own retries) as a 502, 503 or 504 for the browser. */
function upstreamError(error: unknown, doing: string, message: string, timedOutMessage = message): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  const detail = `Stripe, ${doing}: ${error.message}`;
  if (error instanceof Stripe.errors.StripeConnectionError) {
    const timedOut = (error.detail as { code?: string } | undefined)?.code === "ETIMEDOUT";
    return new UpstreamError(timedOut ? "timeout" : "unavailable", timedOut ? timedOutMessage : message, detail);
  }
  if (error instanceof Stripe.errors.StripeRateLimitError) return new UpstreamError("unavailable", message, detail);
  return new UpstreamError("error", message, detail);
}

const REFUND_STATUSES = ["pending", "requires_action", "succeeded", "failed", "canceled"] as const;

function toRefund(refund: Stripe.Refund): GatewayRefund {
  const status = (REFUND_STATUSES as readonly string[]).includes(refund.status ?? "") ? (refund.status as GatewayRefund["status"]) : "pending";
  return { id: refund.id, amount: refund.amount, status, reason: refund.metadata?.reason ?? refund.reason ?? null, key: refund.metadata?.key ?? null };
}

function toSummary(intent: Stripe.PaymentIntent): PaymentIntentSummary {
  const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
  return { id: intent.id, status: intent.status as PaymentIntentSummary["status"], amount: intent.amount, currency: intent.currency, amountRefunded: charge?.amount_refunded ?? 0 };
}

const RETRY_LATER = "We couldn't reach our payment provider just now. Please try again in a minute: nothing is charged twice.";

export function stripeGateway(stripe: Stripe): PaymentGateway {
  return {
    name: "stripe",
    async createIntent({ amount, currency, description, receiptEmail, idempotencyKey }) {
      try {
        // Authorised in the browser, captured once the order is sure: a coupon used up or a
        // variant sold out meanwhile releases the hold instead of charging and refunding.
        const intent = await stripe.paymentIntents.create(
          { amount, currency, description, receipt_email: receiptEmail, allowed_payment_method_types: ["card"], capture_method: "manual" },
          { idempotencyKey },
        );
        return { id: intent.id, clientSecret: intent.client_secret ?? "" };
      } catch (error) {
        throw upstreamError(error, "creating a payment intent", "We couldn't reach our payment provider, so nothing was charged. Please try again in a minute.");
      }
    },
    async retrieveIntent(id) {
      try {
        return toSummary(await stripe.paymentIntents.retrieve(id, { expand: ["latest_charge"] }));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw upstreamError(error, `retrieving ${id}`, "We couldn't confirm your payment with our payment provider just now. Please try again in a minute: you won't be charged twice.");
      }
    },
    async capture(id) {
      try {
        return toSummary(await stripe.paymentIntents.capture(id, { expand: ["latest_charge"] }, { idempotencyKey: `capture-${id}` }));
      } catch (error) {
        throw upstreamError(error, `capturing ${id}`, RETRY_LATER);
      }
    },
    async cancel(id) {
      try {
        await stripe.paymentIntents.cancel(id, {}, { idempotencyKey: `cancel-${id}` });
      } catch (error) {
        throw upstreamError(error, `cancelling ${id}`, RETRY_LATER);
      }
    },
    async refund({ paymentIntentId, amount, reason, idempotencyKey }) {
      try {
        const metadata = { key: idempotencyKey, ...(reason ? { reason: reason.slice(0, 500) } : {}) };
        const refund = await stripe.refunds.create({ payment_intent: paymentIntentId, amount, metadata }, { idempotencyKey });
        return toRefund(refund);
      } catch (error) {
        throw upstreamError(
          error,
          `refunding ${paymentIntentId}`,
          "We couldn't reach our payment provider to make the refund. Nothing was refunded; please try again in a minute.",
          // A request that timed out may have been carried out: trying again reuses its key, so it can't refund twice.
          "Our payment provider didn't answer in time, so we can't tell yet whether the refund was made. Try again in a minute: it won't refund twice.",
        );
      }
    },
    async refunds(paymentIntentId) {
      try {
        const list = await stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 });
        return list.data.map(toRefund);
      } catch (error) {
        throw upstreamError(error, `listing the refunds of ${paymentIntentId}`, RETRY_LATER);
      }
    },
    async disputes(paymentIntentId) {
      try {
        const list = await stripe.disputes.list({ payment_intent: paymentIntentId, limit: 100 });
        return list.data.map((dispute) => ({ id: dispute.id, amount: dispute.amount, status: dispute.status }));
      } catch (error) {
        throw upstreamError(error, `listing the disputes of ${paymentIntentId}`, RETRY_LATER);
      }
    },
  };
}

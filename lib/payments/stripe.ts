import "server-only";
import Stripe from "stripe";
import { UpstreamError } from "@/lib/http/upstream";
import type { PaymentGateway, PaymentIntentSummary } from "./types";

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
function upstreamError(error: unknown, doing: string, message: string): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  const detail = `Stripe, ${doing}: ${error.message}`;
  if (error instanceof Stripe.errors.StripeConnectionError) {
    const timedOut = (error.detail as { code?: string } | undefined)?.code === "ETIMEDOUT";
    return new UpstreamError(timedOut ? "timeout" : "unavailable", message, detail);
  }
  if (error instanceof Stripe.errors.StripeRateLimitError) return new UpstreamError("unavailable", message, detail);
  return new UpstreamError("error", message, detail);
}

export function stripeGateway(stripe: Stripe): PaymentGateway {
  return {
    name: "stripe",
    async createIntent({ amount, currency, description, receiptEmail, idempotencyKey }) {
      try {
        const intent = await stripe.paymentIntents.create(
          { amount, currency, description, receipt_email: receiptEmail, allowed_payment_method_types: ["card"] },
          { idempotencyKey },
        );
        return { id: intent.id, clientSecret: intent.client_secret ?? "" };
      } catch (error) {
        throw upstreamError(error, "creating a payment intent", "We couldn't reach our payment provider, so nothing was charged. Please try again in a minute.");
      }
    },
    async retrieveIntent(id) {
      try {
        const intent = await stripe.paymentIntents.retrieve(id);
        return { id: intent.id, status: intent.status as PaymentIntentSummary["status"], amount: intent.amount, currency: intent.currency };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw upstreamError(error, `retrieving ${id}`, "We couldn't confirm your payment with our payment provider just now. Please try again in a minute: you won't be charged twice.");
      }
    },
    async refund(id) {
      try {
        await stripe.refunds.create({ payment_intent: id }, { idempotencyKey: `refund-${id}` });
      } catch (error) {
        throw upstreamError(error, `refunding ${id}`, "We couldn't reach our payment provider to finish this. Please contact us and we'll sort it out.");
      }
    },
  };
}

import "server-only";
import Stripe from "stripe";
import type { PaymentGateway, PaymentIntentSummary } from "./types";

export type StripeConfig = { secretKey: string; apiUrl?: string };

/** A Stripe client; STRIPE_API_URL points it at a local fake in tests. */
export function stripeClient({ secretKey, apiUrl }: StripeConfig): Stripe {
  const url = apiUrl ? new URL(apiUrl) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(url ? { host: url.hostname, port: url.port || (url.protocol === "https:" ? 443 : 80), protocol: url.protocol.replace(":", "") as "http" | "https" } : {}),
  });
}

export function stripeGateway(stripe: Stripe): PaymentGateway {
  return {
    name: "stripe",
    async createIntent({ amount, currency, description, receiptEmail, idempotencyKey }) {
      const intent = await stripe.paymentIntents.create(
        { amount, currency, description, receipt_email: receiptEmail, allowed_payment_method_types: ["card"] },
        { idempotencyKey },
      );
      return { id: intent.id, clientSecret: intent.client_secret ?? "" };
    },
    async retrieveIntent(id) {
      try {
        const intent = await stripe.paymentIntents.retrieve(id);
        return { id: intent.id, status: intent.status as PaymentIntentSummary["status"], amount: intent.amount, currency: intent.currency };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },
    async refund(id) {
      await stripe.refunds.create({ payment_intent: id }, { idempotencyKey: `refund-${id}` });
    },
  };
}

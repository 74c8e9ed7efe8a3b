import "server-only";
import type Stripe from "stripe";
import { env } from "@/lib/env";
import { sandboxGateway } from "./sandbox";
import { sandboxSubscriptions } from "./sandbox-subscriptions";
import { stripeClient, stripeGateway, stripeSubscriptions } from "./stripe";
import type { PaymentGateway, SubscriptionGateway } from "./types";

let stripe: Stripe | undefined;

export function stripeFromEnv(): Stripe | null {
  const config = env();
  if (config.PAYMENTS_PROVIDER !== "stripe") return null;
  stripe ??= stripeClient({ secretKey: config.STRIPE_SECRET_KEY!, apiUrl: config.STRIPE_API_URL, timeoutMs: config.STRIPE_TIMEOUT_MS });
  return stripe;
}

export function paymentGateway(): PaymentGateway {
  const client = stripeFromEnv();
  return client ? stripeGateway(client) : sandboxGateway;
}

export function subscriptionGateway(): SubscriptionGateway {
  const client = stripeFromEnv();
  if (!client) return sandboxSubscriptions;
  const config = env();
  return stripeSubscriptions(client, {
    basic: config.STRIPE_PRICE_BASIC,
    professional: config.STRIPE_PRICE_PROFESSIONAL,
    premium: config.STRIPE_PRICE_PREMIUM,
  });
}

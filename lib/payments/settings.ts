import "server-only";
import { env } from "@/lib/env";

/** What a browser needs to take a card here: the provider, and Stripe's publishable key (public by design). */
export type PaymentSettings = { provider: "sandbox" | "stripe"; publishableKey: string | null };

/**
 * The running server's payment settings: they belong to the deployment (test keys on a preview,
 * live ones in production), not to the build, so the prerendered checkout asks for them.
 */
export function paymentSettings(): PaymentSettings {
  const { PAYMENTS_PROVIDER, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY } = env();
  return { provider: PAYMENTS_PROVIDER, publishableKey: PAYMENTS_PROVIDER === "stripe" ? (NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY ?? null) : null };
}

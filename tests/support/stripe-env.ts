import { startFakeStripe, type FakeStripe } from "@/tests/fakes/stripe";

/**
 * Payments switched to Stripe at a local fake. A test file's worker reads its environment once,
 * so this runs before the file imports any route; `env` adds the file's own settings.
 */
export async function switchToFakeStripe(webhookSecret: string, env: Record<string, string> = {}): Promise<FakeStripe> {
  const fake = await startFakeStripe();
  Object.assign(process.env, {
    PAYMENTS_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: "sk_test_fake",
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: fake.url,
    // Short, so a test of a slow or silent Stripe times out in a moment.
    STRIPE_TIMEOUT_MS: "1000",
    ...env,
  });
  return fake;
}

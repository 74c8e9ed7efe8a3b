import "server-only";
import { advanceSandboxClock, sandboxNow } from "@/lib/payments/sandbox-subscriptions";
import { requireTestPayments } from "@/lib/payments/test-mode";
import { syncSubscription } from "./sync";

/**
 * TEST MODE only: moves the sandbox's billing clock forward, lets it renew (or fail to renew)
 * what fell due, and copies each change onto our plans as Stripe's webhooks would.
 */
export async function advanceTestClock(input: { days: number; declineRenewals: boolean }): Promise<{ now: Date; changed: number }> {
  requireTestPayments();
  const changed = await advanceSandboxClock(input);
  for (const id of changed) await syncSubscription(id, "sandbox");
  return { now: await sandboxNow(), changed: changed.length };
}

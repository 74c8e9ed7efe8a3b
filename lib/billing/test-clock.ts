import "server-only";
import { recordAudit } from "@/lib/admin/audit";
import type { SessionUser } from "@/lib/auth/session";
import { prisma } from "@/lib/db";
import { moveSandboxClock } from "@/lib/payments/sandbox-clock";
import { renewDueSandboxSubscriptions } from "@/lib/payments/sandbox-subscriptions";
import { requireTestPayments } from "@/lib/payments/test-mode";
import { syncSubscription } from "./sync";
import { DAY_MS } from "@/lib/time";

/**
 * TEST MODE only (a 404 elsewhere), the admin's: moves the sandbox's billing clock forward (in the
 * audit log), lets it renew (or fail to renew) what fell due, and copies each change onto our
 * plans as Stripe's webhooks would. Renewals it fails email the customers, so nobody else may.
 */
export async function advanceTestClock(actor: SessionUser, input: { days: number; declineRenewals: boolean }): Promise<{ now: Date; changed: number }> {
  requireTestPayments();
  const now = await prisma.$transaction(async (tx) => {
    const moved = await moveSandboxClock(tx, input.days);
    await recordAudit(tx, actor, {
      action: "testClock.advance",
      entityType: "testClock",
      entityId: "sandbox",
      before: { now: new Date(moved.getTime() - input.days * DAY_MS) },
      after: { ...input, now: moved },
    });
    return moved;
  });
  const changed = await renewDueSandboxSubscriptions(input.declineRenewals);
  for (const id of changed) await syncSubscription(id, "sandbox");
  return { now, changed: changed.length };
}

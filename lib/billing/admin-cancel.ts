import "server-only";
import { recordAudit } from "@/lib/admin/audit";
import type { SessionUser } from "@/lib/auth/session";
import { prisma } from "@/lib/db";
import { formatLongDate } from "@/lib/time";
import { Conflict, NotFound } from "@/lib/errors";
import { enqueueJobs } from "@/lib/jobs/enqueue";
import { adminActor } from "@/lib/orders/events";
import { subscriptionGateway } from "@/lib/payments";
import { subscriptionIdSchema } from "@/lib/validation/plan";
import { lockAccountPlans, PLAN_TRANSACTION } from "./account-lock";
import { NO_SUCH_SUBSCRIBER } from "./admin-subscribers";
import { planEmailJob } from "./emails";
import { recordPlanEvent } from "./events";
import { afterSync, syncPlanInTransaction, type Synced } from "./sync";

export type AdminCancel = { when: "now" | "period_end"; reason: string; customerMessage?: string; requestKey: string };

/**
 * The admin cancels a customer's plan, now or at the end of the month paid for. Nothing is
 * refunded by it (each invoice has its own refund). The reason stays with the shop (the plan's
 * timeline and the audit log); the customer is emailed the news with the admin's message, if
 * any (a job). Under the account's lock; the same dialog's click twice acts once.
 */
export async function cancelPlanByAdmin(
  admin: SessionUser,
  subscriptionId: string,
  { when, reason, customerMessage, requestKey }: AdminCancel,
): Promise<{ ended: "now" | "at_period_end" }> {
  const ended = when === "now" ? "now" : "at_period_end";
  const owner = subscriptionIdSchema.safeParse(subscriptionId).success
    ? await prisma.subscription.findUnique({ where: { id: subscriptionId }, select: { userId: true } })
    : null;
  if (!owner) throw new NotFound(NO_SUCH_SUBSCRIBER);
  const gateway = subscriptionGateway();
  const synced = await prisma.$transaction(async (tx): Promise<Synced> => {
    await lockAccountPlans(tx, owner.userId);
    const plan = await tx.subscription.findUniqueOrThrow({ where: { id: subscriptionId } });
    const done = await tx.adminAuditLog.count({
      where: { action: "subscription.cancel", entityId: plan.id, after: { path: ["requestKey"], equals: requestKey } },
    });
    if (done > 0) return null;
    if (plan.status === "canceled" || plan.status === "refused") throw new Conflict("This plan has already ended.");
    if (plan.status === "incomplete" || !plan.gatewaySubscriptionId) throw new Conflict("This plan hasn't started yet: nothing has been charged.");
    const until = plan.currentPeriodEnd ? formatLongDate(plan.currentPeriodEnd) : "the end of the month paid for";
    if (when === "period_end" && plan.cancelAtPeriodEnd) throw new Conflict(`This plan already ends on ${until}.`);

    const key = `plan-${plan.id}-admin-cancel-${requestKey}`;
    const actor = adminActor(admin.email);
    if (when === "now") {
      await gateway.cancelNow(plan.gatewaySubscriptionId, key);
      await tx.subscription.update({ where: { id: plan.id }, data: { status: "canceled", cancelAtPeriodEnd: false, canceledAt: await gateway.now() } });
      await recordPlanEvent(tx, plan.id, { type: "plan.canceled", message: `Ended now by the admin. Reason: ${reason}`, actor });
    } else {
      await gateway.setCancelAtPeriodEnd(plan.gatewaySubscriptionId, true, key);
      await tx.subscription.update({ where: { id: plan.id }, data: { cancelAtPeriodEnd: true } });
      await recordPlanEvent(tx, plan.id, {
        type: "plan.cancel_scheduled",
        message: `Cancelled by the admin: the plan ends on ${until}. Reason: ${reason}`,
        actor,
      });
    }
    await recordAudit(tx, admin, {
      action: "subscription.cancel",
      entityType: "subscription",
      entityId: plan.id,
      before: { status: plan.status, cancelAtPeriodEnd: plan.cancelAtPeriodEnd },
      after: { when, reason, customerMessage, requestKey },
    });
    await enqueueJobs(tx, [planEmailJob(plan.id, { kind: "cancelled", ending: when, message: customerMessage }, requestKey)]);
    return syncPlanInTransaction(tx, plan.gatewaySubscriptionId, gateway.name);
  }, PLAN_TRANSACTION);
  await afterSync(synced);
  return { ended };
}

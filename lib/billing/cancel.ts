import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/generated/prisma/client";
import { env } from "@/lib/env";
import { formatLongDate } from "@/lib/time";
import { Conflict, NotFound } from "@/lib/errors";
import { formatCents } from "@/lib/money";
import { subscriptionGateway } from "@/lib/payments";
import { RefundInProgress } from "@/lib/settlement/refund";
import { lockAccountPlans, PLAN_TRANSACTION } from "./account-lock";
import { NOT_YOUR_PLAN, ownPlan } from "./own-plan";
import { accountGuarantee, type AccountGuarantee } from "./account-guarantee";
import { recordPlanEvent } from "./events";
import { refundInvoice } from "./refunds";
import { afterSync, syncPlanInTransaction, type Synced } from "./sync";

type Tx = Prisma.TransactionClient;
type Plan = { id: string; userId: string; gatewaySubscriptionId: string };

export type CancelOutcome = { ended: "now" | "at_period_end" | "not"; refunded: number };

/** The guarantee's refund of an invoice: one per invoice, so two clicks (or two tabs) refund once. */
const GUARANTEE_REFUND = "guarantee";

/** What the account's guarantee has refunded, in cents (it is used once, on one cancel). */
async function refundedByGuarantee(db: Pick<Tx, "refund">, userId: string): Promise<number> {
  const { _sum } = await db.refund.aggregate({
    where: { source: "guarantee", status: "succeeded", subscriptionInvoice: { subscription: { userId } } },
    _sum: { amount: true },
  });
  return _sum.amount ?? 0;
}

/**
 * The money-back guarantee used: every plan payment of the account's first 30 days refunded in
 * full through the one refund function (a ledger row, an event and an email each), the plan
 * ended now, and the plan marked as the one that used the account's guarantee.
 */
async function cancelUnderGuarantee(tx: Tx, plan: Plan, guarantee: AccountGuarantee): Promise<Synced> {
  for (const invoice of guarantee.invoices) {
    try {
      await refundInvoice(invoice.id, { reason: "30-day money-back guarantee", requestKey: GUARANTEE_REFUND }, { source: "guarantee" });
    } catch (error) {
      // Left waiting for the gateway by an earlier click that failed: it is settled by the payment sync.
      if (!(error instanceof RefundInProgress)) throw error;
    }
  }
  await subscriptionGateway().cancelNow(plan.gatewaySubscriptionId, `plan-${plan.id}-guarantee-cancel`);
  const refunds = await tx.refund.findMany({
    where: { source: "guarantee", subscriptionInvoice: { subscription: { userId: plan.userId } } },
    orderBy: { id: "asc" },
  });
  const refunded = await refundedByGuarantee(tx, plan.userId);
  await tx.subscription.update({
    where: { id: plan.id },
    data: { guaranteeUsedAt: await subscriptionGateway().now(), guaranteeRefundId: refunds.find((refund) => refund.gatewayRefundId)?.gatewayRefundId ?? null },
  });
  await recordPlanEvent(tx, plan.id, {
    type: "plan.guarantee_used",
    message: `Cancelled by the customer within the 30-day money-back guarantee: ${formatCents(refunded)} refunded, the plan ends now.`,
    actor: "customer",
  });
  return syncPlanInTransaction(tx, plan.gatewaySubscriptionId, "customer");
}

/**
 * Cancel anytime: the plan runs to the end of the month paid for, and the customer can take the
 * cancellation back until then. Within 30 days of the account's first plan payment, once per
 * account, the guarantee applies instead: the plan ends now and every plan payment of those days
 * is refunded. Under the account's lock, so two clicks at once act once and answer the same.
 */
export async function setPlanCancellation(user: SessionUser, subscriptionId: string, cancel: boolean): Promise<CancelOutcome> {
  const gateway = subscriptionGateway();
  const outcome = await prisma.$transaction(async (tx): Promise<CancelOutcome & { synced: Synced }> => {
    await lockAccountPlans(tx, user.id);
    const plan = await tx.subscription.findFirst({ where: ownPlan(user, subscriptionId) });
    if (!plan?.gatewaySubscriptionId || plan.status === "refused") throw new NotFound(NOT_YOUR_PLAN);
    // This click's twin used the guarantee a moment ago: the same answer.
    if (cancel && plan.guaranteeUsedAt) return { ended: "now", refunded: await refundedByGuarantee(tx, user.id), synced: null };
    if (plan.status === "canceled") throw new Conflict("This plan has already ended.");
    if (plan.status === "incomplete") throw new Conflict("This plan hasn't started yet: nothing has been charged.");
    const running = { id: plan.id, userId: user.id, gatewaySubscriptionId: plan.gatewaySubscriptionId };
    const guarantee = cancel ? await accountGuarantee(tx, user.id, await gateway.now()) : null;
    if (guarantee) {
      const synced = await cancelUnderGuarantee(tx, running, guarantee);
      return { ended: "now", refunded: await refundedByGuarantee(tx, user.id), synced };
    }
    if (plan.cancelAtPeriodEnd === cancel) return { ended: cancel ? "at_period_end" : "not", refunded: 0, synced: null };

    // Keyed by the plan's last change: a retried click repeats it, a later one is a new request.
    await gateway.setCancelAtPeriodEnd(plan.gatewaySubscriptionId, cancel, `plan-${plan.id}-${cancel ? "cancel" : "resume"}-${plan.updatedAt.getTime()}`);
    const until = plan.currentPeriodEnd ? formatLongDate(plan.currentPeriodEnd) : "the end of the month paid for";
    await tx.subscription.update({ where: { id: plan.id }, data: { cancelAtPeriodEnd: cancel } });
    await recordPlanEvent(tx, plan.id, {
      type: cancel ? "plan.cancel_scheduled" : "plan.cancel_undone",
      message: cancel ? `Cancelled by the customer: the plan ends on ${until}.` : "The customer took back the cancellation: the plan carries on.",
      actor: "customer",
    });
    return { ended: cancel ? "at_period_end" : "not", refunded: 0, synced: null };
  }, PLAN_TRANSACTION);
  await afterSync(outcome.synced);
  return { ended: outcome.ended, refunded: outcome.refunded };
}

/** Stripe's customer portal for the plan's card and invoices (live only), returning to the plan on the account page. */
export async function planPortalUrl(user: SessionUser, subscriptionId: string): Promise<string> {
  const plan = await prisma.subscription.findFirst({ where: ownPlan(user, subscriptionId), select: { gatewayCustomerId: true } });
  const returnUrl = new URL("/account#your-plan", env().SITE_URL).toString();
  const url = plan?.gatewayCustomerId ? await subscriptionGateway().portalUrl(plan.gatewayCustomerId, returnUrl) : null;
  if (!url) throw new NotFound("Card and invoice management isn't available for this plan. Write to us and we'll help.");
  return url;
}

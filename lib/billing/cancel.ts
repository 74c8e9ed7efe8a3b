import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { formatCents } from "@/lib/money";
import { formatLongDate } from "@/lib/format/date";
import { ApiError } from "@/lib/http/api";
import { paymentGateway, subscriptionGateway } from "@/lib/payments";
import { recordPlanEvent } from "./events";
import { withinGuarantee } from "./guarantee";
import { syncSubscription } from "./sync";

type Plan = { id: string; gatewaySubscriptionId: string; firstPaymentIntentId: string | null };

export type CancelOutcome = { ended: "now" | "at_period_end" | "not"; refunded: number };

/**
 * The money-back guarantee: the first payment refunded in full and the plan ended now. The
 * refund's key comes from the plan's id, so two clicks (or two tabs) refund once; only the
 * request that records the refund on the plan writes its event.
 */
async function refundUnderGuarantee(plan: Plan): Promise<number> {
  const first = await prisma.subscriptionInvoice.findFirst({ where: { subscriptionId: plan.id, paymentIntentId: plan.firstPaymentIntentId, status: "paid" } });
  if (!first?.paymentIntentId) throw new ApiError(409, "We couldn't find your first payment to refund. Write to us and we'll sort it out.");
  const refund = await paymentGateway().refund({ paymentIntentId: first.paymentIntentId, amount: first.amount, reason: "30-day money-back guarantee", idempotencyKey: `plan-${plan.id}-guarantee-refund` });
  await subscriptionGateway().cancelNow(plan.gatewaySubscriptionId, `plan-${plan.id}-guarantee-cancel`);
  await prisma.$transaction(async (tx) => {
    const claimed = await tx.subscription.updateMany({ where: { id: plan.id, guaranteeRefundId: null }, data: { guaranteeRefundId: refund.id } });
    if (claimed.count === 1) {
      await recordPlanEvent(tx, plan.id, {
        type: "payment.refunded",
        message: `Cancelled within 30 days: the first payment of ${formatCents(refund.amount)} was refunded in full (money-back guarantee).`,
        actor: "customer",
        data: { refundId: refund.id, paymentIntentId: first.paymentIntentId },
      });
    }
  });
  return refund.amount;
}

/**
 * Cancel anytime: the plan runs to the end of the month paid for, and the customer can take the
 * cancellation back until then. Within 30 days of the first payment the guarantee applies
 * instead: the plan ends now and the first payment is refunded in full.
 */
export async function setPlanCancellation(user: SessionUser, subscriptionId: string, cancel: boolean): Promise<CancelOutcome> {
  const plan = await prisma.subscription.findFirst({ where: { id: subscriptionId, userId: user.id } });
  if (!plan?.gatewaySubscriptionId) throw new ApiError(404, "We couldn't find that plan on your account.");
  const gatewaySubscriptionId = plan.gatewaySubscriptionId;
  // The guarantee's refund is taken (by this click's twin, perhaps still syncing): the same answer.
  if (cancel && plan.guaranteeRefundId) return { ended: "now", refunded: plan.amount };
  if (plan.status === "canceled") throw new ApiError(409, "This plan has already ended.");
  if (plan.status === "incomplete") throw new ApiError(409, "This plan hasn't started yet: nothing has been charged.");
  const gateway = subscriptionGateway();
  // Before the "already so" answer below: a second click that reads the plan before the first one
  // has recorded its refund takes the same refund (same key) and gets the same answer.
  if (cancel && !plan.guaranteeRefundId && withinGuarantee(plan.firstPaidAt, await gateway.now())) {
    const refunded = await refundUnderGuarantee({ id: plan.id, gatewaySubscriptionId, firstPaymentIntentId: plan.firstPaymentIntentId });
    await syncSubscription(gatewaySubscriptionId, "customer");
    return { ended: "now", refunded };
  }
  if (plan.cancelAtPeriodEnd === cancel) return { ended: cancel ? "at_period_end" : "not", refunded: 0 };

  // Keyed by the plan's last change: a retried click repeats it, a later one is a new request.
  await gateway.setCancelAtPeriodEnd(gatewaySubscriptionId, cancel, `plan-${plan.id}-${cancel ? "cancel" : "resume"}-${plan.updatedAt.getTime()}`);
  const until = plan.currentPeriodEnd ? formatLongDate(plan.currentPeriodEnd) : "the end of the month paid for";
  await prisma.$transaction(async (tx) => {
    await tx.subscription.update({ where: { id: plan.id }, data: { cancelAtPeriodEnd: cancel } });
    await recordPlanEvent(tx, plan.id, {
      type: cancel ? "plan.cancel_scheduled" : "plan.cancel_undone",
      message: cancel ? `Cancelled by the customer: the plan ends on ${until}.` : "The customer took back the cancellation: the plan carries on.",
      actor: "customer",
    });
  });
  return { ended: cancel ? "at_period_end" : "not", refunded: 0 };
}

/** Stripe's customer portal for the plan's card and invoices (live only), returning to the plan on the account page. */
export async function planPortalUrl(user: SessionUser, subscriptionId: string): Promise<string> {
  const plan = await prisma.subscription.findFirst({ where: { id: subscriptionId, userId: user.id }, select: { gatewayCustomerId: true } });
  const returnUrl = new URL("/account#your-plan", env().SITE_URL).toString();
  const url = plan?.gatewayCustomerId ? await subscriptionGateway().portalUrl(plan.gatewayCustomerId, returnUrl) : null;
  if (!url) throw new ApiError(404, "Card and invoice management isn't available for this plan. Write to us and we'll help.");
  return url;
}

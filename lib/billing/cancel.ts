import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { formatLongDate } from "@/lib/time";
import { Conflict, NotFound } from "@/lib/errors";
import { subscriptionGateway } from "@/lib/payments";
import { RefundInProgress } from "@/lib/settlement/refund";
import { recordPlanEvent } from "./events";
import { withinGuarantee } from "./guarantee";
import { refundInvoice } from "./refunds";
import { syncSubscription } from "./sync";

type Plan = { id: string; gatewaySubscriptionId: string; firstPaymentIntentId: string | null };

export type CancelOutcome = { ended: "now" | "at_period_end" | "not"; refunded: number };

/** The guarantee's refund of an invoice: one per invoice, so two clicks (or two tabs) refund once. */
const GUARANTEE_REFUND = "guarantee";

/**
 * The money-back guarantee: the first payment refunded in full (lib/billing/refunds.ts) and the
 * plan ended now. The plan keeps the refund's id, which says the guarantee was used.
 */
async function refundUnderGuarantee(plan: Plan): Promise<number> {
  const first = await prisma.subscriptionInvoice.findFirst({ where: { subscriptionId: plan.id, paymentIntentId: plan.firstPaymentIntentId, status: "paid" } });
  if (!first?.paymentIntentId) throw new Conflict("We couldn't find your first payment to refund. Write to us and we'll sort it out.");
  try {
    await refundInvoice(first.id, { reason: "30-day money-back guarantee", requestKey: GUARANTEE_REFUND }, { source: "guarantee" });
  } catch (error) {
    // This click's twin is making the same refund right now: the same answer.
    if (!(error instanceof RefundInProgress)) throw error;
  }
  await subscriptionGateway().cancelNow(plan.gatewaySubscriptionId, `plan-${plan.id}-guarantee-cancel`);
  const refund = await prisma.refund.findFirstOrThrow({ where: { subscriptionInvoiceId: first.id, requestKey: GUARANTEE_REFUND } });
  if (refund.gatewayRefundId) await prisma.subscription.updateMany({ where: { id: plan.id, guaranteeRefundId: null }, data: { guaranteeRefundId: refund.gatewayRefundId } });
  return refund.amount;
}

/**
 * Cancel anytime: the plan runs to the end of the month paid for, and the customer can take the
 * cancellation back until then. Within 30 days of the first payment the guarantee applies
 * instead: the plan ends now and the first payment is refunded in full.
 */
export async function setPlanCancellation(user: SessionUser, subscriptionId: string, cancel: boolean): Promise<CancelOutcome> {
  const plan = await prisma.subscription.findFirst({ where: { id: subscriptionId, userId: user.id } });
  if (!plan?.gatewaySubscriptionId) throw new NotFound("We couldn't find that plan on your account.");
  const gatewaySubscriptionId = plan.gatewaySubscriptionId;
  // The guarantee's refund is taken (by this click's twin, perhaps still syncing): the same answer.
  if (cancel && plan.guaranteeRefundId) return { ended: "now", refunded: plan.amount };
  if (plan.status === "canceled") throw new Conflict("This plan has already ended.");
  if (plan.status === "incomplete") throw new Conflict("This plan hasn't started yet: nothing has been charged.");
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
  if (!url) throw new NotFound("Card and invoice management isn't available for this plan. Write to us and we'll help.");
  return url;
}

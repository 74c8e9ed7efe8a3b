import "server-only";
import { planById } from "@/lib/content/plans";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/generated/prisma/client";
import { formatCents } from "@/lib/money";
import { subscriptionGateway } from "@/lib/payments";
import { RefundInProgress } from "@/lib/settlement/refund";
import { recordPlanEvent } from "./events";
import { refundableOf } from "./invoices";
import { refundInvoice } from "./refunds";

type Db = Pick<Prisma.TransactionClient, "subscription">;

/** A running plan: billed each month (past due while the gateway retries the card). */
export const RUNNING = ["active", "past_due"];

/** The plan the account has running, other than `except`, if any: one at a time. */
export async function runningPlanOf(db: Db, userId: string, except?: string): Promise<{ id: string; planName: string } | null> {
  const row = await db.subscription.findFirst({
    where: { userId, status: { in: RUNNING }, ...(except ? { id: { not: except } } : {}) },
    select: { id: true, plan: true },
  });
  return row && { id: row.id, planName: planById(row.plan)?.name ?? row.plan };
}

/** The customer's answer when a plan's start is refused for the one already running. */
export const refusedStartMessage = (runningPlanName: string) =>
  `You already have the ${runningPlanName} plan, so we didn't charge you for this one. Manage your plan from your account.`;

/**
 * A second plan's start, refused under the account's lock because another plan is running: it
 * is marked refused (it never runs, bills, or counts as a plan) and its timeline says what
 * became of its payment. taken: the gateway took the money already (as Stripe's Checkout does),
 * and releaseRefusedStart refunds it in full; otherwise the caller releases the card's hold
 * before anything is charged.
 */
export async function refuseStart(
  tx: Prisma.TransactionClient,
  subscription: { id: string; amount: number },
  running: { planName: string },
  { taken, actor }: { taken: boolean; actor: string },
): Promise<"refused"> {
  await tx.subscription.update({ where: { id: subscription.id }, data: { status: "refused" } });
  await recordPlanEvent(tx, subscription.id, {
    type: "plan.start_refused",
    message: `A first payment of ${formatCents(subscription.amount)} arrived while the account's ${running.planName} plan was running: ${taken ? "refunded in full" : "released, the card was not charged"}.`,
    actor,
  });
  return "refused";
}

/**
 * Gives back the money a refused start took: each paid invoice refunded in full through the one
 * refund function (a ledger row and an email each), and the subscription ended at the gateway.
 * Every step is keyed by our ids, so running it again (a webhook's replay) repeats nothing.
 */
export async function releaseRefusedStart(subscriptionId: string): Promise<void> {
  const plan = await prisma.subscription.findUniqueOrThrow({ where: { id: subscriptionId }, include: { invoices: { where: { status: "paid" } } } });
  for (const invoice of plan.invoices) {
    if (refundableOf(invoice) === 0) continue;
    try {
      await refundInvoice(
        invoice.id,
        {
          reason: "A second plan while one was running: its start was refused",
          customerMessage: "You already have a website plan with us, so we didn't start a second one: its payment is refunded in full.",
          requestKey: "refused-start",
        },
        { source: "refused" },
      );
    } catch (error) {
      // A twin sync is making this very refund: it finishes it.
      if (!(error instanceof RefundInProgress)) throw error;
    }
  }
  if (plan.gatewaySubscriptionId) await subscriptionGateway().cancelNow(plan.gatewaySubscriptionId, `plan-${plan.id}-refused`);
}

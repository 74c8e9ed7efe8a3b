import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { planById, type PricingPlan } from "@/lib/content/plans";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/generated/prisma/client";
import { formatCents } from "@/lib/money";
import { Conflict, Invalid, NotFound } from "@/lib/errors";
import { subscriptionGateway } from "@/lib/payments";
import { lockAccountPlans, PLAN_TRANSACTION } from "./account-lock";
import { NOT_YOUR_PLAN, ownPlan } from "./own-plan";
import { recordPlanEvent } from "./events";
import { prorationCents } from "./proration";
import { planSoldHere } from "./start";
import { afterSync, syncPlanInTransaction } from "./sync";

type Db = Pick<Prisma.TransactionClient, "subscription">;

/** What the change-plan dialog shows before the click: what is due now (or credited), worked out on the gateway's clock at prorationDate. */
export type PlanChangePreview = { plan: string; planName: string; amountDue: number; credit: number; monthly: number; prorationDate: string };

/** How long the dialog's price can be confirmed: after that the customer opens the change again. */
const PREVIEW_LIFETIME_MS = 15 * 60_000;

const STALE_PREVIEW =
  "The amount shown was worked out too long ago or before your plan renewed, so nothing was charged. Close this and open the plan change again to see what's due now.";

/** The customer's running plan and the plan to move it to, or the reason it can't move. */
async function planChange(db: Db, user: SessionUser, subscriptionId: string, planId: string) {
  const target = planById(planId);
  if (!target || !planSoldHere(target.id)) throw new Invalid("Choose one of our plans.");
  const current = await db.subscription.findFirst({ where: ownPlan(user, subscriptionId) });
  if (!current?.gatewaySubscriptionId || current.status === "refused") throw new NotFound(NOT_YOUR_PLAN);
  return { current: { ...current, gatewaySubscriptionId: current.gatewaySubscriptionId }, target };
}

function refuseUnchangeable(
  current: { plan: string; status: string; currentPeriodStart: Date | null; currentPeriodEnd: Date | null },
  target: PricingPlan,
): { periodStart: Date; periodEnd: Date } {
  if (current.plan === target.id) throw new Conflict(`You're on the ${target.name} plan already.`);
  if (current.status !== "active" || !current.currentPeriodStart || !current.currentPeriodEnd) {
    throw new Conflict(
      current.status === "past_due" ? "Your last payment didn't go through: update your card before changing plans." : "Only a running plan can be changed.",
    );
  }
  return { periodStart: current.currentPeriodStart, periodEnd: current.currentPeriodEnd };
}

/**
 * What moving the plan costs now, prorated as Stripe does (the sandbox follows the same rule): an
 * upgrade's difference for the rest of the month is due now, a downgrade's is credited to the next
 * bills. Nothing moves: the customer confirms it with changePlan and this prorationDate.
 */
export async function previewPlanChange(user: SessionUser, subscriptionId: string, planId: string): Promise<PlanChangePreview> {
  const { current, target } = await planChange(prisma, user, subscriptionId, planId);
  const period = refuseUnchangeable(current, target);
  const at = await subscriptionGateway().now();
  const prorated = prorationCents({ fromAmount: current.amount, toAmount: target.priceCents, ...period, now: at });
  return {
    plan: target.id,
    planName: target.name,
    amountDue: Math.max(prorated, 0),
    credit: Math.max(-prorated, 0),
    monthly: target.priceCents,
    prorationDate: at.toISOString(),
  };
}

/**
 * Moves the customer's running plan to another at the price the dialog showed (the preview's
 * prorationDate, fresh and within this period). Under the account's lock and keyed by our ids and
 * that moment, so three clicks at once charge once and each answers the same.
 */
export async function changePlan(
  user: SessionUser,
  subscriptionId: string,
  { plan: planId, prorationDate }: { plan: string; prorationDate: Date },
): Promise<{ plan: string; prorated: number }> {
  const gateway = subscriptionGateway();
  const outcome = await prisma.$transaction(async (tx) => {
    await lockAccountPlans(tx, user.id);
    const { current, target } = await planChange(tx, user, subscriptionId, planId);
    const key = `plan-${current.id}-change-to-${target.id}-at-${prorationDate.getTime()}`;
    const done = await tx.subscriptionEvent.findFirst({
      where: { subscriptionId: current.id, type: "plan.changed", data: { path: ["key"], equals: key } },
      select: { data: true },
    });
    if (done) return { plan: target.name, prorated: (done.data as { prorated: number }).prorated, synced: null };

    const period = refuseUnchangeable(current, target);
    const now = await gateway.now();
    if (prorationDate > now || now.getTime() - prorationDate.getTime() > PREVIEW_LIFETIME_MS || prorationDate < period.periodStart)
      throw new Conflict(STALE_PREVIEW);
    const prorated = prorationCents({ fromAmount: current.amount, toAmount: target.priceCents, ...period, now: prorationDate });
    await gateway.changePlan(current.gatewaySubscriptionId, { plan: target.id, amount: target.priceCents, prorationDate, idempotencyKey: key });
    const from = planById(current.plan)?.name ?? current.plan;
    const money =
      prorated > 0
        ? `${formatCents(prorated)} charged for the rest of the month`
        : prorated < 0
          ? `${formatCents(-prorated)} credited to the next bills`
          : "nothing to prorate";
    await recordPlanEvent(tx, current.id, {
      type: "plan.changed",
      message: `Changed from ${from} to ${target.name} by the customer (${money}).`,
      actor: "customer",
      data: { from: current.plan, to: target.id, prorated, key },
    });
    return { plan: target.name, prorated, synced: await syncPlanInTransaction(tx, current.gatewaySubscriptionId, "customer") };
  }, PLAN_TRANSACTION);
  await afterSync(outcome.synced);
  return { plan: outcome.plan, prorated: outcome.prorated };
}

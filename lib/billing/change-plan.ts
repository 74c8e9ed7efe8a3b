import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { planById } from "@/lib/content/plans";
import { prisma } from "@/lib/db";
import { formatCents } from "@/lib/money";
import { Conflict, Invalid, NotFound } from "@/lib/errors";
import { subscriptionGateway } from "@/lib/payments";
import { recordPlanEvent } from "./events";
import { prorationCents } from "./proration";
import { planSoldHere } from "./start";
import { syncSubscription } from "./sync";

/**
 * Moves a running plan to another one, prorated (Stripe's rule live, the same rule in the
 * sandbox): an upgrade's difference for the rest of the month is charged now, a downgrade's is
 * credited to the next bills. Keyed by the plan's last change, so a double click changes once.
 */
export async function changePlan(user: SessionUser, subscriptionId: string, planId: string): Promise<{ plan: string; prorated: number }> {
  const target = planById(planId);
  if (!target || !planSoldHere(target.id)) throw new Invalid("Choose one of our plans.");
  const current = await prisma.subscription.findFirst({ where: { id: subscriptionId, userId: user.id } });
  if (!current?.gatewaySubscriptionId) throw new NotFound("We couldn't find that plan on your account.");
  if (current.plan === target.id) return { plan: target.name, prorated: 0 };
  if (current.status !== "active") throw new Conflict(current.status === "past_due" ? "Your last payment didn't go through: update your card before changing plans." : "Only a running plan can be changed.");

  const gateway = subscriptionGateway();
  const amount = target.priceCents;
  const prorated =
    current.currentPeriodStart && current.currentPeriodEnd
      ? prorationCents({ fromAmount: current.amount, toAmount: amount, periodStart: current.currentPeriodStart, periodEnd: current.currentPeriodEnd, now: await gateway.now() })
      : 0;
  await gateway.changePlan(current.gatewaySubscriptionId, { plan: target.id, amount, idempotencyKey: `plan-${current.id}-change-${target.id}-${current.updatedAt.getTime()}` });
  const from = planById(current.plan)?.name ?? current.plan;
  const money = prorated > 0 ? `${formatCents(prorated)} charged for the rest of the month` : prorated < 0 ? `${formatCents(-prorated)} credited to the next bills` : "nothing to prorate";
  await recordPlanEvent(prisma, current.id, { type: "plan.changed", message: `Changed from ${from} to ${target.name} by the customer (${money}).`, actor: "customer", data: { from: current.plan, to: target.id, prorated } });
  await syncSubscription(current.gatewaySubscriptionId, "customer");
  return { plan: target.name, prorated };
}

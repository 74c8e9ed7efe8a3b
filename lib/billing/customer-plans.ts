import "server-only";
import { PRICING_PLANS, planById, type PlanId } from "@/lib/content/plans";
import { prisma } from "@/lib/db";
import { subscriptionGateway } from "@/lib/payments";
import { accountGuarantee } from "./account-guarantee";
import { prorationCents } from "./proration";
import { runningPlanOf } from "./refused-start";
import { planSoldHere } from "./start";

/** Another plan the customer can switch to, and what switching costs (or credits, negative) today. */
export type PlanChangeOption = { id: PlanId; name: string; amount: number; prorated: number };

export type CustomerPlan = {
  id: string;
  /** Which of our plans (its sign-up is /plans/{planId}/start). */
  planId: string;
  planName: string;
  status: string;
  amount: number;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  /** While cancelling it would use the account's money-back guarantee: until when, and the exact refund (cents). */
  guarantee: { until: Date; refund: number } | null;
  /** Ended by the guarantee, its payments refunded. */
  refunded: boolean;
  hasPortal: boolean;
  /** Empty unless the plan is running and paid up. */
  changeOptions: PlanChangeOption[];
  invoices: { id: number; amount: number; status: string; createdAt: Date; receiptUrl: string | null }[];
};

/** The signed-in customer's plans that have started, newest first, as their account page shows them. */
export async function plansOfCustomer(userId: string): Promise<CustomerPlan[]> {
  const rows = await prisma.subscription.findMany({
    where: { userId, status: { notIn: ["incomplete", "refused"] } },
    orderBy: { createdAt: "desc" },
    include: { invoices: { orderBy: { createdAt: "desc" }, take: 24 } },
  });
  if (rows.length === 0) return [];
  const now = await subscriptionGateway().now();
  const guarantee = await accountGuarantee(prisma, userId, now);
  return rows.map((row) => ({
    id: row.id,
    planId: row.plan,
    planName: planById(row.plan)?.name ?? row.plan,
    status: row.status,
    amount: row.amount,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    canceledAt: row.canceledAt,
    guarantee: guarantee && row.status !== "canceled" ? { until: guarantee.until, refund: guarantee.refund } : null,
    refunded: Boolean(row.guaranteeUsedAt),
    hasPortal: Boolean(row.gatewayCustomerId),
    changeOptions:
      row.status === "active" && row.currentPeriodStart && row.currentPeriodEnd
        ? PRICING_PLANS.filter((plan) => plan.id !== row.plan && planSoldHere(plan.id)).map((plan) => ({
            id: plan.id,
            name: plan.name,
            amount: plan.priceCents,
            prorated: prorationCents({
              fromAmount: row.amount,
              toAmount: plan.priceCents,
              periodStart: row.currentPeriodStart!,
              periodEnd: row.currentPeriodEnd!,
              now,
            }),
          }))
        : [],
    invoices: row.invoices.map(({ id, amount, status, createdAt, receiptUrl }) => ({ id, amount, status, createdAt, receiptUrl })),
  }));
}

/** The plan the customer has running (active or past due), if any: one at a time. */
export const currentPlanOf = (userId: string) => runningPlanOf(prisma, userId);

import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { guaranteeEndsAt, withinGuarantee } from "./guarantee";
import { refundableOf } from "./invoices";

type Db = Pick<Prisma.TransactionClient, "subscription" | "subscriptionInvoice">;

/** What cancelling now would refund under the guarantee: until when it runs, and each paid invoice's part (cents). */
export type AccountGuarantee = { until: Date; refund: number; invoices: { id: number; refundable: number }[] };

/**
 * The 30-day money-back guarantee, once per account: within 30 days of the account's first plan
 * payment, cancelling refunds every plan payment made in those days (the first month, plan
 * changes, renewals), whatever the plan. Null once those days have passed, or once the account
 * has used it (cancelling and starting again does not refund again).
 */
export async function accountGuarantee(db: Db, userId: string, now: Date): Promise<AccountGuarantee | null> {
  const plans = await db.subscription.findMany({ where: { userId, firstPaidAt: { not: null } }, select: { firstPaidAt: true, guaranteeUsedAt: true } });
  if (plans.length === 0 || plans.some((plan) => plan.guaranteeUsedAt)) return null;
  const firstPaidAt = new Date(Math.min(...plans.map((plan) => plan.firstPaidAt!.getTime())));
  if (!withinGuarantee(firstPaidAt, now)) return null;
  const until = guaranteeEndsAt(firstPaidAt);
  const paid = await db.subscriptionInvoice.findMany({
    where: { status: "paid", subscription: { userId, status: { not: "refused" } }, createdAt: { gte: firstPaidAt, lte: until } },
    orderBy: { id: "asc" },
  });
  const invoices = paid.map((invoice) => ({ id: invoice.id, refundable: refundableOf(invoice) })).filter((invoice) => invoice.refundable > 0);
  return { until, refund: invoices.reduce((sum, invoice) => sum + invoice.refundable, 0), invoices };
}

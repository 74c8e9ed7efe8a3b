import "server-only";
import { prisma } from "@/lib/db";
import { paymentGateway } from "@/lib/payments";
import { syncPaymentFromGateway } from "@/lib/settlement/sync";
import { DAY_MS } from "@/lib/time";

// Refunds and disputes can come months later.
const WINDOW_MS = 120 * DAY_MS;

/**
 * Paid plan invoices whose money can still change (a refund made in Stripe's dashboard, a
 * dispute), read again from the gateway, as merchandise orders are: what a missed webhook would
 * have said. The number synced.
 */
export async function reconcileInvoiceMoney(): Promise<number> {
  const gateway = paymentGateway();
  const since = new Date((await gateway.now()).getTime() - WINDOW_MS);
  const invoices = await prisma.$queryRaw<{ paymentIntentId: string }[]>`
    SELECT i."paymentIntentId" FROM "SubscriptionInvoice" i JOIN "Subscription" s ON s.id = i."subscriptionId"
    WHERE s.provider = ${gateway.name} AND i.status = 'paid' AND i."paymentIntentId" IS NOT NULL AND i."createdAt" > ${since}
      AND (i."refundedAmount" < i.amount OR i."disputeStatus" IS NOT NULL)
    ORDER BY i."createdAt" DESC`;
  for (const { paymentIntentId } of invoices) await syncPaymentFromGateway(paymentIntentId, "system");
  return invoices.length;
}

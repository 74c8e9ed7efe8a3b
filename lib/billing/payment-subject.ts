import "server-only";
import { prisma } from "@/lib/db";
import { changes, type PaymentSubject } from "@/lib/settlement/subject";
import { planRefundEmailJob } from "./emails";
import { recordPlanEvent } from "./events";

const MONEY = { refundedAmount: true, disputeStatus: true, disputedAmount: true } as const;

/** A plan invoice as the payment it was paid with (lib/settlement), or null when there is no such paid invoice. */
export async function invoicePayment(where: { id: number } | { paymentIntentId: string }): Promise<PaymentSubject | null> {
  const invoice = await prisma.subscriptionInvoice.findUnique({
    where,
    select: { id: true, subscriptionId: true, paymentIntentId: true, status: true, subscription: { select: { provider: true } } },
  });
  if (!invoice?.paymentIntentId || invoice.status !== "paid") return null;
  const { id: subscriptionInvoiceId, subscriptionId } = invoice;
  return {
    ledger: { line: "plan", subscriptionInvoiceId },
    paymentIntentId: invoice.paymentIntentId,
    provider: invoice.subscription.provider,
    noun: "invoice",
    audit: { action: "invoice.refund", entityType: "subscriptionInvoice", entityId: subscriptionInvoiceId },
    keyPrefix: `invoice-${subscriptionInvoiceId}`,
    async lock(tx) {
      await tx.$queryRaw`SELECT id FROM "SubscriptionInvoice" WHERE id = ${subscriptionInvoiceId} FOR UPDATE`;
    },
    async money(tx) {
      const { amount, ...money } = await tx.subscriptionInvoice.findUniqueOrThrow({ where: { id: subscriptionInvoiceId }, select: { amount: true, ...MONEY } });
      return { total: amount, ...money };
    },
    // An invoice's payment state is read from its amounts (lib/billing/invoices.ts), so only they are kept.
    async saveMoney(tx, { refundedAmount, disputeStatus, disputedAmount }) {
      const money = { refundedAmount, disputeStatus, disputedAmount };
      const now = await tx.subscriptionInvoice.findUniqueOrThrow({ where: { id: subscriptionInvoiceId }, select: MONEY });
      if (changes(now, money)) await tx.subscriptionInvoice.update({ where: { id: subscriptionInvoiceId }, data: money });
    },
    recordEvent: (tx, event) => recordPlanEvent(tx, subscriptionId, { type: event.type, message: event.message, actor: event.actor, data: event.data }),
    refundEmail: (refund) => planRefundEmailJob(subscriptionId, refund),
  };
}

import "server-only";
import { prisma } from "@/lib/db";
import { changes, type PaymentSubject } from "@/lib/settlement/subject";
import { orderEmailJob } from "./emails";
import { recordOrderEvent } from "./events";

const MONEY = { total: true, refundedAmount: true, paymentStatus: true, disputeStatus: true, disputedAmount: true } as const;

/** A merchandise order as the payment it was paid with (lib/settlement), or null when there is no such order. */
export async function orderPayment(where: { id: number } | { paymentIntentId: string }): Promise<PaymentSubject | null> {
  const order = await prisma.order.findUnique({ where, select: { id: true, paymentIntentId: true, paymentProvider: true } });
  if (!order) return null;
  const orderId = order.id;
  return {
    ledger: { line: "merchandise", orderId },
    paymentIntentId: order.paymentIntentId,
    provider: order.paymentProvider,
    noun: "order",
    audit: { action: "order.refund", entityType: "order", entityId: orderId },
    keyPrefix: `order-${orderId}`,
    async lock(tx) {
      await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${orderId} FOR UPDATE`;
    },
    money: (tx) => tx.order.findUniqueOrThrow({ where: { id: orderId }, select: MONEY }),
    async saveMoney(tx, money) {
      // Only a change is written: reconciliation syncs every order, and an unchanged one keeps its
      // updatedAt (the stalled-fulfilment check reads it).
      const now = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: MONEY });
      if (changes(now, money)) await tx.order.update({ where: { id: orderId }, data: money });
    },
    recordEvent: (tx, event) => recordOrderEvent(tx, orderId, event),
    // A cancellation's refund is told in the cancellation's own email.
    refundEmail: (refund) =>
      refund.source === "cancel"
        ? null
        : orderEmailJob(orderId, { kind: "refunded", amount: refund.amount, message: refund.customerMessage ?? undefined }, `refund-${refund.id}`),
  };
}

import "server-only";
import { prisma } from "@/lib/db";
import { changes, type PaymentSubject } from "@/lib/settlement/subject";
import { recordQuoteEvent } from "./events";

const MONEY = { total: true, refundedAmount: true, paymentStatus: true, disputeStatus: true, disputedAmount: true } as const;

/** A print order as the payment it was paid with (lib/settlement), or null when there is no such print order. */
export async function printOrderPayment(where: { id: number } | { paymentIntentId: string }): Promise<PaymentSubject | null> {
  const order = await prisma.printOrder.findUnique({ where, select: { id: true, quoteRequestId: true, paymentIntentId: true, paymentProvider: true } });
  if (!order) return null;
  const { id: printOrderId, quoteRequestId } = order;
  return {
    ledger: { line: "print", printOrderId },
    paymentIntentId: order.paymentIntentId,
    provider: order.paymentProvider,
    noun: "print order",
    audit: { action: "print_order.refund", entityType: "printOrder", entityId: printOrderId },
    keyPrefix: `print-${printOrderId}`,
    async lock(tx) {
      await tx.$queryRaw`SELECT id FROM "PrintOrder" WHERE id = ${printOrderId} FOR UPDATE`;
    },
    money: (tx) => tx.printOrder.findUniqueOrThrow({ where: { id: printOrderId }, select: MONEY }),
    async saveMoney(tx, money) {
      const now = await tx.printOrder.findUniqueOrThrow({ where: { id: printOrderId }, select: MONEY });
      if (changes(now, money)) await tx.printOrder.update({ where: { id: printOrderId }, data: money });
    },
    // The print order's timeline is its quote request's.
    recordEvent: (tx, event) => recordQuoteEvent(tx, quoteRequestId, { type: event.type, message: event.message, actor: event.actor, data: event.data }),
    refundEmail: (refund) => ({ name: "quote.email", data: { kind: "refunded", id: String(refund.id) } }),
  };
}

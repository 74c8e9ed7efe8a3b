import "server-only";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/generated/prisma/client";
import { formatCents } from "@/lib/money";
import { enqueueJobs } from "@/lib/jobs/boss";
import { paymentGateway } from "@/lib/payments";
import type { GatewayDispute, GatewayRefund } from "@/lib/payments/types";
import { orderEmailJob } from "./emails";
import { recordOrderEvent, type OrderActor } from "./events";
import { disputeIsOpen, paymentStateOf } from "./payment-state";

type Tx = Prisma.TransactionClient;

/** Locks the order's row for the rest of the transaction: money changes on one order never interleave. */
export async function lockOrder(tx: Tx, orderId: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${orderId} FOR UPDATE`;
}

/**
 * Recomputes the order's money from its refund rows and dispute: refundedAmount is the sum of
 * succeeded refunds, and the payment state follows. Answers how much more was refunded. Writes
 * only a change: reconciliation syncs every order, and an unchanged one must keep its updatedAt
 * (the stalled-fulfilment check reads it).
 */
export async function settleOrderMoney(tx: Tx, orderId: number): Promise<{ newlyRefunded: number }> {
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { total: true, refundedAmount: true, paymentStatus: true, disputeStatus: true } });
  const { _sum } = await tx.refund.aggregate({ where: { orderId, status: "succeeded" }, _sum: { amount: true } });
  const refundedAmount = _sum.amount ?? 0;
  const paymentStatus = paymentStateOf({ ...order, refundedAmount });
  if (refundedAmount !== order.refundedAmount || paymentStatus !== order.paymentStatus) {
    await tx.order.update({ where: { id: orderId }, data: { refundedAmount, paymentStatus } });
  }
  return { newlyRefunded: refundedAmount - order.refundedAmount };
}

/** Our refund row's id from the idempotency key we made the refund with (order-12-refund-34). */
export const refundKey = (orderId: number, refundId: number) => `order-${orderId}-refund-${refundId}`;
const refundIdFromKey = (key: string | null) => Number(key?.match(/^order-\d+-refund-(\d+)$/)?.[1] ?? Number.NaN);

async function applyRefunds(tx: Tx, orderId: number, refunds: GatewayRefund[], actor: OrderActor): Promise<void> {
  for (const refund of refunds) {
    const known =
      (await tx.refund.findUnique({ where: { gatewayRefundId: refund.id } })) ??
      (await tx.refund.findFirst({ where: { orderId, id: refundIdFromKey(refund.key) || -1 } }));
    if (!known) {
      await tx.refund.create({ data: { orderId, gatewayRefundId: refund.id, amount: refund.amount, reason: refund.reason, status: refund.status, source: "stripe" } });
      await recordOrderEvent(tx, orderId, {
        type: "payment.refund_found",
        message: `A refund of ${formatCents(refund.amount)} was made in the payment provider's dashboard (${refund.status}).`,
        actor,
        data: { refundId: refund.id },
      });
      continue;
    }
    if (known.status === refund.status && known.gatewayRefundId === refund.id) continue;
    await tx.refund.update({ where: { id: known.id }, data: { status: refund.status, gatewayRefundId: refund.id } });
    if (known.status !== refund.status) {
      await recordOrderEvent(tx, orderId, { type: `payment.refund_${refund.status}`, message: `The refund of ${formatCents(refund.amount)} is now ${refund.status}.`, actor });
    }
  }
}

async function applyDisputes(tx: Tx, orderId: number, disputes: GatewayDispute[], actor: OrderActor): Promise<void> {
  const dispute = disputes.find((d) => disputeIsOpen(d.status)) ?? disputes.at(-1);
  if (!dispute) return;
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { disputeStatus: true } });
  if (order.disputeStatus === dispute.status) return;
  await tx.order.update({ where: { id: orderId }, data: { disputeStatus: dispute.status, disputedAmount: dispute.amount } });
  const opened = order.disputeStatus === null || !disputeIsOpen(order.disputeStatus);
  await recordOrderEvent(tx, orderId, {
    type: disputeIsOpen(dispute.status) ? (opened ? "payment.dispute_opened" : "payment.dispute_updated") : "payment.dispute_closed",
    message: disputeIsOpen(dispute.status)
      ? `The customer's bank ${opened ? "opened" : "updated"} a dispute of ${formatCents(dispute.amount)} (${dispute.status.replaceAll("_", " ")}).`
      : `The dispute of ${formatCents(dispute.amount)} is closed: ${dispute.status.replaceAll("_", " ")}.`,
    actor,
    data: { disputeId: dispute.id },
  });
}

/**
 * Makes the order say what the gateway says of its payment: every refund (ours, and those made in
 * Stripe's own dashboard) and the dispute. Reading the whole truth, not one event's part, makes
 * replayed and out-of-order webhooks harmless. A new refund emails the customer (a job).
 */
export async function syncPaymentFromGateway(paymentIntentId: string, actor: OrderActor = "stripe"): Promise<void> {
  const order = await prisma.order.findUnique({ where: { paymentIntentId }, select: { id: true, paymentProvider: true } });
  const gateway = paymentGateway();
  if (!order || order.paymentProvider !== gateway.name) return;
  const [refunds, disputes] = await Promise.all([gateway.refunds(paymentIntentId), gateway.disputes(paymentIntentId)]);
  await prisma.$transaction(async (tx) => {
    await lockOrder(tx, order.id);
    await applyRefunds(tx, order.id, refunds, actor);
    await applyDisputes(tx, order.id, disputes, actor);
    const { newlyRefunded } = await settleOrderMoney(tx, order.id);
    if (newlyRefunded > 0) {
      const refunded = await tx.order.findUniqueOrThrow({ where: { id: order.id }, select: { refundedAmount: true } });
      await recordOrderEvent(tx, order.id, { type: "payment.refunded", message: `Refunded ${formatCents(newlyRefunded)}.`, actor, customerVisible: true });
      await enqueueJobs(tx, [orderEmailJob(order.id, { kind: "refunded", amount: newlyRefunded }, `total-${refunded.refundedAmount}`)]);
    }
  });
}

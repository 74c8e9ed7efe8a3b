import "server-only";
import { prisma } from "@/lib/db";
import { Prisma } from "@/generated/prisma/client";
import type { SessionUser } from "@/lib/auth/session";
import { recordAudit } from "@/lib/admin/audit";
import { formatCents } from "@/lib/money";
import { ApiError } from "@/lib/http/api";
import { enqueueJobs } from "@/lib/jobs/boss";
import { paymentGateway } from "@/lib/payments";
import { orderEmailJob } from "./emails";
import { adminActor, recordOrderEvent } from "./events";
import { lockOrder, refundKey, settleOrderMoney } from "./payment-sync";
import { disputeIsOpen } from "./payment-state";

/** The reason stays with the shop; customerMessage, if given, is emailed to the customer with the refund. */
export type RefundRequest = { amount?: number; reason: string; customerMessage?: string; requestKey: string };
export type RefundOutcome = { refundId: number; amount: number; status: string };

/** The part of the order not yet refunded (or being refunded). */
async function refundableAmount(tx: Prisma.TransactionClient, orderId: number, total: number): Promise<number> {
  const { _sum } = await tx.refund.aggregate({ where: { orderId, status: { in: ["pending", "succeeded", "requires_action"] } }, _sum: { amount: true } });
  return total - (_sum.amount ?? 0);
}

/**
 * Reserves the refund on our side first (the order's row locked, the amount checked against what
 * is left), then asks the gateway with an idempotency key made from the order and the refund's
 * id, so a retried or doubled request refunds once. The same requestKey (one dialog, clicked
 * twice) answers the same refund and never calls the gateway again.
 */
export async function refundOrder(actor: SessionUser, orderId: number, { amount, reason, customerMessage, requestKey }: RefundRequest, source: "admin" | "cancel" = "admin"): Promise<RefundOutcome> {
  const reserved = await reserveRefund(actor, orderId, { amount, reason, requestKey }, source);
  if ("existing" in reserved) return reserved.existing;
  const { refund, paymentIntentId } = reserved;

  let result;
  try {
    result = await paymentGateway().refund({ paymentIntentId, amount: refund.amount, reason, idempotencyKey: refundKey(orderId, refund.id) });
  } catch (error) {
    const message = error instanceof ApiError ? error.message : "The payment provider did not answer.";
    await prisma.$transaction(async (tx) => {
      await tx.refund.update({ where: { id: refund.id }, data: { status: "failed", failureMessage: message } });
      await recordOrderEvent(tx, orderId, { type: "payment.refund_failed", message: `The refund of ${formatCents(refund.amount)} failed: ${message}`, actor: adminActor(actor.email) });
    });
    throw error;
  }

  await prisma.$transaction(async (tx) => {
    await lockOrder(tx, orderId);
    await tx.refund.update({ where: { id: refund.id }, data: { status: result.status, gatewayRefundId: result.id } });
    const { newlyRefunded } = await settleOrderMoney(tx, orderId);
    if (newlyRefunded > 0) {
      await recordOrderEvent(tx, orderId, { type: "payment.refunded", message: `Refunded ${formatCents(newlyRefunded)}.`, actor: adminActor(actor.email), customerVisible: true });
      if (source === "admin") await enqueueJobs(tx, [orderEmailJob(orderId, { kind: "refunded", amount: refund.amount, message: customerMessage }, `refund-${refund.id}`)]);
    }
  });
  return { refundId: refund.id, amount: refund.amount, status: result.status };
}

type Reserved = { existing: RefundOutcome } | { refund: { id: number; amount: number }; paymentIntentId: string };

async function reserveRefund(actor: SessionUser, orderId: number, { amount, reason, requestKey }: RefundRequest, source: string): Promise<Reserved> {
  try {
    return await prisma.$transaction(async (tx) => {
      await lockOrder(tx, orderId);
      const order = await tx.order.findUnique({ where: { id: orderId }, select: { total: true, paymentIntentId: true, disputeStatus: true } });
      if (!order) throw new ApiError(404, `Order #${orderId} does not exist.`);
      const earlier = await tx.refund.findUnique({ where: { orderId_requestKey: { orderId, requestKey } } });
      if (earlier && earlier.status !== "failed") return { existing: alreadyRequested(earlier) };
      if (disputeIsOpen(order.disputeStatus)) throw new ApiError(409, "This payment is disputed: the bank decides its money now, so it can't be refunded here.");
      const left = await refundableAmount(tx, orderId, order.total);
      if (earlier) {
        // The same refund tried again after the gateway failed it ("try again in a minute"): asked
        // again under its own idempotency key, so one the gateway made after all is answered, not repeated.
        if (earlier.amount > left) throw new ApiError(409, `Only ${formatCents(left)} of this order can still be refunded, so this refund of ${formatCents(earlier.amount)} can't be tried again.`);
        await tx.refund.update({ where: { id: earlier.id }, data: { status: "pending", failureMessage: null } });
        await recordOrderEvent(tx, orderId, { type: "payment.refund_retried", message: `Refund of ${formatCents(earlier.amount)} tried again.`, actor: adminActor(actor.email) });
        return { refund: { id: earlier.id, amount: earlier.amount }, paymentIntentId: order.paymentIntentId };
      }
      if (left <= 0) throw new ApiError(409, "This order has been refunded in full already.");
      const refundAmount = amount ?? left;
      if (refundAmount > left) throw new ApiError(400, `At most ${formatCents(left)} of this order can still be refunded.`);
      const refund = await tx.refund.create({ data: { orderId, requestKey, amount: refundAmount, reason, status: "pending", source }, select: { id: true, amount: true } });
      await recordOrderEvent(tx, orderId, { type: "payment.refund_requested", message: `Refund of ${formatCents(refundAmount)} requested: ${reason}`, actor: adminActor(actor.email) });
      await recordAudit(tx, actor, { action: "order.refund", entityType: "order", entityId: orderId, after: { amount: refundAmount, reason } });
      return { refund, paymentIntentId: order.paymentIntentId };
    });
  } catch (error) {
    // The same click arriving twice at once: the second answers with the first one's refund.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const earlier = await prisma.refund.findUniqueOrThrow({ where: { orderId_requestKey: { orderId, requestKey } } });
      return { existing: alreadyRequested(earlier) };
    }
    throw error;
  }
}

function alreadyRequested(refund: { id: number; amount: number; status: string }): RefundOutcome {
  if (refund.status === "pending") throw new ApiError(409, "This refund is already being made. Refresh the order in a moment.");
  return { refundId: refund.id, amount: refund.amount, status: refund.status };
}

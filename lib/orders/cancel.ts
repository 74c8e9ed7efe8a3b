import "server-only";
import { prisma } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/session";
import { recordAudit } from "@/lib/admin/audit";
import { fulfilmentProvider } from "@/lib/fulfilment";
import { Conflict, NotFound } from "@/lib/errors";
import { enqueueJobs } from "@/lib/jobs/enqueue";
import { orderEmailJob } from "./emails";
import { adminActor, recordOrderEvent } from "./events";
import { externalOrderId, withFulfilmentLock } from "./fulfilment";
import type { RefundOutcome } from "@/lib/settlement/refund";
import { refundOrder } from "./refunds";

/**
 * Cancels an order: stops its fulfilment (cancelling the Printful order while Printful still
 * allows it; refused once it is in production or shipped), refunds what is left of the payment,
 * and tells the customer. An order whose status alone says cancelled (set by hand before the status
 * list ran this) is cancelled in full. The refund shares the cancellation's request key, so a
 * double click refunds once. The reason stays with the shop; the customer gets customerMessage.
 */
export async function cancelOrder(
  actor: SessionUser,
  orderId: number,
  { reason, customerMessage, requestKey }: { reason: string; customerMessage?: string; requestKey: string },
): Promise<void> {
  const order = await prisma.order.findUnique({ where: { id: orderId }, select: { total: true, refundedAmount: true, disputeStatus: true } });
  if (!order) throw new NotFound(`Order #${orderId} does not exist.`);

  // Under the fulfilment lock: a submission in flight finishes first, and is then cancelled at Printful.
  const cancelledNow = await withFulfilmentLock(orderId, async (tx) => {
    const now = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true, fulfillmentStatus: true } });
    if (now.status === "cancelled" && now.fulfillmentStatus === "cancelled") return false;
    if (now.fulfillmentStatus === "shipped") throw new Conflict("This order has shipped, so it can't be cancelled. Refund it instead.");
    if (now.fulfillmentStatus === "submitted" && !(await fulfilmentProvider().cancel(externalOrderId(orderId)))) {
      throw new Conflict("The order is already in production at Printful, so it can't be cancelled. Refund it instead.");
    }
    await tx.order.update({ where: { id: orderId }, data: { status: "cancelled", fulfillmentStatus: "cancelled" } });
    const admin = adminActor(actor.email);
    await recordOrderEvent(tx, orderId, { type: "order.cancelled", message: `Order cancelled: ${reason}`, actor: admin });
    await recordOrderEvent(tx, orderId, { type: "order.cancelled_notice", message: "Your order was cancelled.", actor: admin, customerVisible: true });
    await recordAudit(tx, actor, {
      action: "order.cancel",
      entityType: "order",
      entityId: orderId,
      before: now,
      after: { status: "cancelled", reason, customerMessage },
    });
    return true;
  });

  let refund: RefundOutcome | undefined;
  if (order.total > order.refundedAmount && !order.disputeStatus) {
    refund = await refundOrder(actor, orderId, { reason: `Cancelled: ${reason}`, requestKey: `cancel-${requestKey}` }, "cancel").catch((error: unknown) => {
      // Everything was refunded already (by a parallel refund): nothing left to give back.
      if (error instanceof Conflict && /refunded in full/.test(error.message)) return undefined;
      throw error;
    });
  }
  // Cancelled and refunded by an earlier click: nothing new to tell. (When that click's refund
  // failed, this one made it, and the customer hears of it.)
  if (!cancelledNow && !refund) return;
  // The email states what the cancellation refunded; a refund the gateway settles later shows on
  // the customer's order page then (a cancellation's refund sends no email of its own).
  const refunded = refund?.status === "succeeded" ? refund.amount : 0;
  await prisma.$transaction((tx) => enqueueJobs(tx, [orderEmailJob(orderId, { kind: "cancelled", refunded, message: customerMessage }, requestKey)]));
}

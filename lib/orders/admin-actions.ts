import "server-only";
import { recordAudit } from "@/lib/admin/audit";
import type { SessionUser } from "@/lib/auth/session";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/generated/prisma/client";
import { Conflict, NotFound } from "@/lib/errors";
import { enqueueJobs } from "@/lib/jobs/enqueue";
import { isCancelledInFull, type OrderStatus } from "@/lib/validation/order";
import { adminOrderInclude, toAdminOrder, type AdminOrder } from "./admin-orders";
import { confirmationEmailJob } from "./emails";
import { adminActor, recordOrderEvent } from "./events";

/* The admin's edits of an order from its page; cancelling and refunding are cancel.ts and refunds.ts. */

async function existingOrder(tx: Prisma.TransactionClient, id: number) {
  const order = await tx.order.findUnique({ where: { id }, select: { status: true, fulfillmentStatus: true, internalNote: true } });
  if (!order) throw new NotFound(`Order #${id} does not exist.`);
  return order;
}

/**
 * Sets the admin's status, any from any (docs/product.md#merchandise-orders), except that an order is cancelled only by
 * cancelOrder: it stops fulfilment and refunds, which a status alone never does; and once cancelled, it stays so.
 */
export async function updateOrderStatus(actor: SessionUser, id: number, status: OrderStatus): Promise<AdminOrder> {
  return prisma.$transaction(async (tx) => {
    // Locked: a cancellation under way commits first, and is then seen.
    await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${id} FOR UPDATE`;
    const before = await existingOrder(tx, id);
    if (status === "cancelled" && before.status !== "cancelled") {
      throw new Conflict("Cancelling stops the print job and refunds the customer, so it has its own step: use Cancel order.");
    }
    if (isCancelledInFull(before) && status !== "cancelled") {
      throw new Conflict("This order is cancelled, so its status can't change anymore.");
    }
    const order = await tx.order.update({ where: { id }, data: { status }, include: adminOrderInclude });
    if (before.status !== status) {
      await recordOrderEvent(tx, id, {
        type: "order.status_changed",
        message: `Status changed from ${before.status} to ${status}.`,
        actor: adminActor(actor.email),
        customerVisible: true,
      });
    }
    await recordAudit(tx, actor, { action: "order.status", entityType: "order", entityId: id, before: { status: before.status }, after: { status } });
    return toAdminOrder(order);
  });
}

export async function updateInternalNote(actor: SessionUser, id: number, note: string): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const before = await existingOrder(tx, id);
    await tx.order.update({ where: { id }, data: { internalNote: note || null } });
    await recordOrderEvent(tx, id, { type: "order.note", message: note ? "Internal note updated." : "Internal note removed.", actor: adminActor(actor.email) });
    await recordAudit(tx, actor, {
      action: "order.note",
      entityType: "order",
      entityId: id,
      before: { internalNote: before.internalNote },
      after: { internalNote: note || null },
    });
  });
}

export async function resendConfirmation(actor: SessionUser, id: number): Promise<void> {
  await prisma.$transaction(async (tx) => {
    await existingOrder(tx, id);
    const resend = await tx.orderEvent.create({
      data: { orderId: id, type: "email.resend_requested", message: "Confirmation email resend requested.", actor: adminActor(actor.email) },
    });
    await recordAudit(tx, actor, { action: "order.resend_confirmation", entityType: "order", entityId: id });
    await enqueueJobs(tx, [confirmationEmailJob(id, `resend-${resend.id}`)]);
  });
}

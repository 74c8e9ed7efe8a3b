import "server-only";
import { prisma } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/session";
import { recordAudit } from "@/lib/admin/audit";
import { fulfilmentProvider } from "@/lib/fulfilment";
import type { FulfilmentOrder } from "@/lib/fulfilment/types";
import type { Prisma } from "@/generated/prisma/client";
import { Conflict, NotFound } from "@/lib/errors";
import { UpstreamError } from "@/lib/http/upstream";
import { enqueueJobs } from "@/lib/jobs/enqueue";
import type { JobContext } from "@/lib/jobs/registry";
import { orderEmailJob } from "./emails";
import { adminActor, recordOrderEvent } from "./events";

type OrderWithItems = Prisma.OrderGetPayload<{ include: { items: true } }>;

// Printful keeps external ids unique: every submission of one order carries the same one.
export const externalOrderId = (orderId: number) => `order-${orderId}`;

function fulfilmentOrder(order: OrderWithItems): FulfilmentOrder {
  return {
    externalId: externalOrderId(order.id),
    recipient: {
      name: order.customerName,
      line1: order.shipLine1,
      line2: order.shipLine2,
      city: order.shipCity,
      state: order.shipState,
      zip: order.shipZip,
      country: order.shipCountry,
      email: order.customerEmail,
      phone: order.customerPhone,
    },
    items: order.items.map((item) => ({ variantId: item.variantId, quantity: item.quantity, unitPrice: item.price })),
  };
}

/** What went wrong, for the admin: the provider's own words, not the sentence shown to shoppers. */
export function providerReason(error: unknown): string {
  const detail = error instanceof UpstreamError ? error.detail : error instanceof Error ? error.message : String(error);
  return detail.slice(0, 500);
}

// Two-key advisory lock space for orders' fulfilment (the second key is the order id).
const FULFILMENT_LOCK = 72_707_370;

/**
 * Runs fn holding the order's fulfilment lock (a transaction-level advisory lock): a submission,
 * a second job for the same order and a cancellation never interleave, so Printful gets one
 * order and a cancelled order is never sent. fn may call the provider; the lock waits for it.
 */
export function withFulfilmentLock<T>(orderId: number, fn: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  return prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${FULFILMENT_LOCK}, ${orderId})`;
      return fn(tx);
    },
    { maxWait: 10_000, timeout: 90_000 },
  );
}

/**
 * Job handler: submits a paid order to fulfilment. Idempotent: an order already submitted (or
 * cancelled) is left alone, and the provider answers the order it already has for our external
 * id. A failed attempt is on the timeline; the last one marks the order failed with the reason.
 */
export async function submitFulfilment(orderId: number, { attempt, maxAttempts, lastAttempt }: JobContext): Promise<void> {
  const provider = fulfilmentProvider();
  const failure = await withFulfilmentLock(orderId, async (tx) => {
    const order = await tx.order.findUnique({ where: { id: orderId }, include: { items: { orderBy: { id: "asc" } } } });
    if (!order || order.status === "cancelled" || (order.fulfillmentStatus !== "pending" && order.fulfillmentStatus !== "failed")) return null;
    try {
      const { reference } = await provider.submit(fulfilmentOrder(order));
      await tx.order.update({ where: { id: orderId }, data: { fulfillmentStatus: "submitted", fulfillmentReference: reference, fulfillmentError: null } });
      await recordOrderEvent(tx, orderId, {
        type: "fulfilment.submitted",
        message: provider.name === "printful" ? `Sent to Printful for production (Printful order ${reference}).` : `Recorded for fulfilment (${reference}).`,
        actor: "job",
      });
      await recordOrderEvent(tx, orderId, {
        type: "fulfilment.in_production",
        message: "Your order is in production.",
        actor: "system",
        customerVisible: true,
      });
      return null;
    } catch (error) {
      // Recorded in this transaction, which commits: the error is thrown once it has.
      const reason = providerReason(error);
      await recordOrderEvent(tx, orderId, {
        type: "fulfilment.attempt_failed",
        message: `Fulfilment attempt ${attempt} of ${maxAttempts} failed: ${reason}`,
        actor: "job",
        data: { attempt, reason },
      });
      await tx.order.update({
        where: { id: orderId },
        data: lastAttempt ? { fulfillmentStatus: "failed", fulfillmentError: reason } : { fulfillmentError: reason },
      });
      if (lastAttempt)
        await recordOrderEvent(tx, orderId, { type: "fulfilment.failed", message: `Fulfilment failed after ${maxAttempts} attempts: ${reason}`, actor: "job" });
      return error;
    }
  });
  if (failure) throw failure;
}

/**
 * The admin's Retry fulfilment: a failed fulfilment goes back to pending with a new job, tried at
 * once after the response. Under the order's fulfilment lock, so clicks arriving together retry
 * once (the others find it pending) and never interleave with a submission or a cancellation.
 */
export async function retryFulfilment(actor: SessionUser, orderId: number): Promise<void> {
  await withFulfilmentLock(orderId, async (tx) => {
    const order = await tx.order.findUnique({ where: { id: orderId }, select: { fulfillmentStatus: true } });
    if (!order) throw new NotFound(`Order #${orderId} does not exist.`);
    if (order.fulfillmentStatus !== "failed") throw new Conflict(`Only a failed fulfilment can be retried; this one is ${order.fulfillmentStatus}.`);
    await tx.order.update({ where: { id: orderId }, data: { fulfillmentStatus: "pending" } });
    await recordOrderEvent(tx, orderId, { type: "fulfilment.retried", message: "Fulfilment retried.", actor: adminActor(actor.email) });
    await recordAudit(tx, actor, {
      action: "order.retry_fulfilment",
      entityType: "order",
      entityId: orderId,
      before: { fulfillmentStatus: "failed" },
      after: { fulfillmentStatus: "pending" },
    });
    await enqueueJobs(tx, [{ name: "order.fulfil", data: { orderId } }]);
  });
}

/**
 * Reads a submitted order's state from the provider: shipped with tracking, cancelled or failed there.
 * Shipping emails the customer (a job, once).
 */
export async function syncFulfilment(orderId: number): Promise<void> {
  const state = await fulfilmentProvider().state(externalOrderId(orderId));
  if (!state || state.status === "pending" || state.status === "in_production") return;
  await prisma.$transaction(async (tx) => {
    if (state.status === "failed") {
      const reason = "Printful reports the order failed: open it in Printful's dashboard to see why, then retry fulfilment here.";
      const moved = await tx.order.updateMany({
        where: { id: orderId, fulfillmentStatus: "submitted" },
        data: { fulfillmentStatus: "failed", fulfillmentError: reason },
      });
      if (moved.count) await recordOrderEvent(tx, orderId, { type: "fulfilment.failed", message: reason, actor: "printful" });
      return;
    }
    if (state.status === "cancelled") {
      const moved = await tx.order.updateMany({ where: { id: orderId, fulfillmentStatus: "submitted" }, data: { fulfillmentStatus: "cancelled" } });
      if (moved.count)
        await recordOrderEvent(tx, orderId, { type: "fulfilment.cancelled", message: "Printful reports the order cancelled.", actor: "printful" });
      return;
    }
    const shipment = state.shipment;
    const moved = await tx.order.updateMany({
      where: { id: orderId, fulfillmentStatus: "submitted" },
      data: { fulfillmentStatus: "shipped", trackingCarrier: shipment?.carrier, trackingNumber: shipment?.trackingNumber, trackingUrl: shipment?.trackingUrl },
    });
    if (moved.count === 0) return;
    await tx.order.updateMany({ where: { id: orderId, status: { in: ["pending", "processing"] } }, data: { status: "shipped" } });
    await recordOrderEvent(tx, orderId, {
      type: "fulfilment.shipped",
      message: shipment ? `Shipped with ${shipment.carrier}, tracking number ${shipment.trackingNumber}.` : "Shipped.",
      actor: "printful",
      customerVisible: true,
    });
    await enqueueJobs(tx, [orderEmailJob(orderId, { kind: "shipped" }, "shipment")]);
  });
}

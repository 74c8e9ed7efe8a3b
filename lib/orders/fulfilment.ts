import "server-only";
import { prisma } from "@/lib/db";
import { fulfilmentProvider } from "@/lib/fulfilment";
import type { FulfilmentOrder } from "@/lib/fulfilment/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import { UpstreamError } from "@/lib/http/upstream";
import { enqueueJobs } from "@/lib/jobs/boss";
import type { JobContext } from "@/lib/jobs/handlers";
import { orderEmailJob } from "./emails";
import { recordOrderEvent } from "./events";

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

/**
 * Job handler: submits a paid order to fulfilment. Idempotent: an order already submitted (or
 * cancelled) is left alone, and the provider answers the order it already has for our external
 * id. A failed attempt is on the timeline; the last one marks the order failed with the reason.
 */
export async function submitFulfilment(orderId: number, { attempt, maxAttempts, lastAttempt }: JobContext): Promise<void> {
  const order = await prisma.order.findUnique({ where: { id: orderId }, include: { items: { orderBy: { id: "asc" } } } });
  if (!order || order.status === "cancelled" || (order.fulfillmentStatus !== "pending" && order.fulfillmentStatus !== "failed")) return;
  const provider = fulfilmentProvider();
  try {
    const { reference } = await provider.submit(fulfilmentOrder(order));
    await prisma.$transaction(async (tx) => {
      const moved = await tx.order.updateMany({
        where: { id: orderId, fulfillmentStatus: { in: ["pending", "failed"] } },
        data: { fulfillmentStatus: "submitted", fulfillmentReference: reference, fulfillmentError: null },
      });
      if (moved.count === 0) return;
      await recordOrderEvent(tx, orderId, {
        type: "fulfilment.submitted",
        message: provider.name === "printful" ? `Sent to Printful for production (Printful order ${reference}).` : `Recorded for fulfilment (${reference}).`,
        actor: "job",
      });
      await recordOrderEvent(tx, orderId, { type: "fulfilment.in_production", message: "Your order is in production.", actor: "system", customerVisible: true });
    });
  } catch (error) {
    const reason = providerReason(error);
    await prisma.$transaction(async (tx) => {
      await recordOrderEvent(tx, orderId, { type: "fulfilment.attempt_failed", message: `Fulfilment attempt ${attempt} of ${maxAttempts} failed: ${reason}`, actor: "job", data: { attempt, reason } });
      if (lastAttempt) {
        await tx.order.update({ where: { id: orderId }, data: { fulfillmentStatus: "failed", fulfillmentError: reason } });
        await recordOrderEvent(tx, orderId, { type: "fulfilment.failed", message: `Fulfilment failed after ${maxAttempts} attempts: ${reason}`, actor: "job" });
      } else {
        await tx.order.update({ where: { id: orderId }, data: { fulfillmentError: reason } });
      }
    });
    throw error;
  }
}

/**
 * Reads a submitted order's state from the provider: shipped with tracking, or cancelled there.
 * Shipping emails the customer (a job, once).
 */
export async function syncFulfilment(orderId: number): Promise<void> {
  const state = await fulfilmentProvider().state(externalOrderId(orderId));
  if (!state || (state.status !== "shipped" && state.status !== "cancelled")) return;
  await prisma.$transaction(async (tx) => {
    if (state.status === "cancelled") {
      const moved = await tx.order.updateMany({ where: { id: orderId, fulfillmentStatus: "submitted" }, data: { fulfillmentStatus: "cancelled" } });
      if (moved.count) await recordOrderEvent(tx, orderId, { type: "fulfilment.cancelled", message: "Printful reports the order cancelled.", actor: "printful" });
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
    await enqueueJobs(tx, [orderEmailJob(orderId, "shipped", "shipment")]);
  });
}

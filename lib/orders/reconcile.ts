import "server-only";
import { prisma } from "@/lib/db";
import { isRefusal } from "@/lib/errors";
import { enqueueJobs } from "@/lib/jobs/enqueue";
import { paymentGateway } from "@/lib/payments";
import { createOrderForPayment } from "./create-order";
import { syncFulfilment } from "./fulfilment";
import { syncPaymentFromGateway } from "@/lib/settlement/sync";
import { DAY_MS, MINUTE_MS } from "@/lib/time";

// Younger checkouts are still in the browser's hands; older ones than the window can't be captured any more.
const CHECKOUT_SETTLE_MS = 5 * MINUTE_MS;
const CHECKOUT_WINDOW_MS = 8 * DAY_MS;
// Refunds and disputes can come months later.
const ORDER_WINDOW_MS = 120 * DAY_MS;

export type ReconcileReport = { checkoutsRepaired: number; checkoutsClosed: number; ordersSynced: number; fulfilmentsRequeued: number };

/**
 * Repairs what a missed webhook or a lost job left behind, by asking the gateway and the
 * fulfilment provider what is true: a paid checkout with no order gets its order; a payment that
 * was never completed closes its checkout; every order whose money can still change is synced;
 * a submitted order that shipped is marked so; a paid order left pending gets its job again.
 */
export async function reconcileOrders(now = new Date()): Promise<ReconcileReport> {
  const report: ReconcileReport = { checkoutsRepaired: 0, checkoutsClosed: 0, ordersSynced: 0, fulfilmentsRequeued: 0 };
  const gateway = paymentGateway();

  const checkouts = await prisma.checkout.findMany({
    where: {
      status: "open",
      provider: gateway.name,
      createdAt: { lt: new Date(now.getTime() - CHECKOUT_SETTLE_MS), gt: new Date(now.getTime() - CHECKOUT_WINDOW_MS) },
    },
    select: { paymentIntentId: true },
    orderBy: { createdAt: "asc" },
    take: 200,
  });
  for (const { paymentIntentId } of checkouts) {
    const intent = await gateway.retrieveIntent(paymentIntentId);
    if (!intent || intent.status === "canceled") {
      await prisma.checkout.update({ where: { paymentIntentId }, data: { status: "failed", failureReason: "The payment was never completed." } });
      report.checkoutsClosed += 1;
    } else if (intent.status === "requires_capture" || intent.status === "succeeded") {
      try {
        const { created } = await createOrderForPayment(paymentIntentId);
        if (created) report.checkoutsRepaired += 1;
      } catch (error) {
        // A refusal (sold out, coupon used up) released the payment and closed the checkout.
        if (!isRefusal(error)) throw error;
      }
    }
  }

  const orders = await prisma.order.findMany({
    where: {
      paymentProvider: gateway.name,
      createdAt: { gt: new Date(now.getTime() - ORDER_WINDOW_MS) },
      NOT: { paymentStatus: "refunded", disputeStatus: null },
    },
    select: { id: true, paymentIntentId: true, fulfillmentStatus: true, updatedAt: true },
    orderBy: { createdAt: "desc" },
  });
  for (const order of orders) {
    await syncPaymentFromGateway(order.paymentIntentId, "system");
    report.ordersSynced += 1;
    if (order.fulfillmentStatus === "submitted") await syncFulfilment(order.id);
  }
  report.fulfilmentsRequeued = await requeueStalledFulfilments(now);
  return report;
}

/** Paid orders still pending with no fulfilment job waiting (lost with a database restore, say). */
async function requeueStalledFulfilments(now: Date): Promise<number> {
  const stalled = await prisma.order.findMany({
    where: { fulfillmentStatus: "pending", status: { not: "cancelled" }, updatedAt: { lt: new Date(now.getTime() - 30 * MINUTE_MS) } },
    select: { id: true },
    take: 100,
  });
  let requeued = 0;
  for (const { id } of stalled) {
    const [queued] = await prisma.$queryRaw<{ waiting: bigint }[]>`
      SELECT COUNT(*) AS waiting FROM pgboss.job WHERE name = 'order.fulfil' AND state < 'completed' AND (data->>'orderId')::int = ${id}`;
    if (Number(queued?.waiting ?? 0) > 0) continue;
    await prisma.$transaction((tx) => enqueueJobs(tx, [{ name: "order.fulfil", data: { orderId: id } }]));
    requeued += 1;
  }
  return requeued;
}

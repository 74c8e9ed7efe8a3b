import { afterAll, beforeAll, describe, expect, it } from "vitest";

// This file's worker reads its environment once: the cron route enabled by its secret, sandbox
// payments, the offline catalogue and fulfilment. (Without CRON_SECRET: jobs-cron-disabled.test.ts.)
const CRON_SECRET = "cron-secret-for-the-tests-4f1c9a";
Object.assign(process.env, { CRON_SECRET, PAYMENTS_PROVIDER: "sandbox", MERCH_PROVIDER: "offline", JOB_RETRY_DELAY_SECONDS: "1" });
const { GET: cron } = await import("@/app/api/cron/jobs/route");
const { prisma } = await import("@/lib/db");
const { reconcileOrders } = await import("@/lib/orders/reconcile");
const { paidSandboxPayment } = await import("@/tests/support/checkout");
const { seedTestCatalogue } = await import("@/tests/support/catalogue");
const { emailsOf, orderOf, placeSandboxOrder } = await import("@/tests/support/orders");
const { jobRows, stopJobs, workJobsDueNow } = await import("@/tests/support/jobs");
const { errorOf } = await import("@/tests/support/requests");

const tee = { productId: "101", variantId: "1001", quantity: 1 };

beforeAll(seedTestCatalogue);
afterAll(stopJobs);

const cronRequest = (authorization?: string) =>
  new Request("http://localhost/api/cron/jobs", { headers: authorization === undefined ? {} : { authorization } });

/** A checkout as the browser left it, `minutesAgo` old: authorised (or not) and never reported. */
async function abandonedCheckout(minutesAgo: number, pay = true): Promise<string> {
  const paymentIntentId = pay ? await paidSandboxPayment([tee]) : await unpaidCheckout();
  await prisma.checkout.update({ where: { paymentIntentId }, data: { createdAt: new Date(Date.now() - minutesAgo * 60_000) } });
  return paymentIntentId;
}

async function unpaidCheckout(): Promise<string> {
  const { POST: createIntent } = await import("@/app/api/create-payment-intent/route");
  const { customer } = await import("@/tests/support/catalogue");
  const { jsonRequest } = await import("@/tests/support/requests");
  const response = await createIntent(jsonRequest("/api/create-payment-intent", { items: [tee], customerInfo: customer }));
  return ((await response.json()) as { paymentIntentId: string }).paymentIntentId;
}

describe("GET /api/cron/jobs", () => {
  it.each([
    ["no Authorization header", undefined],
    ["a wrong secret", "Bearer not-the-secret"],
    ["the secret with a character more", `Bearer ${CRON_SECRET}x`],
    ["the secret without Bearer", CRON_SECRET],
  ])("answers 401 to %s, and runs nothing", async (_, authorization) => {
    const { orderId } = await placeSandboxOrder([tee]);

    const response = await cron(cronRequest(authorization));

    expect(response.status).toBe(401);
    expect(await errorOf(response)).toMatch(/cron secret/);
    expect((await orderOf(orderId)).fulfillmentStatus).toBe("pending");
    expect((await jobRows("order.fulfil", orderId)).map((j) => j.state)).toEqual(["created"]);
    expect(await jobRows("orders.reconcile")).toHaveLength(0);
  });

  it("with the secret, works every due job and reconciles: pending orders submitted and confirmed, a missed payment made an order", async () => {
    const pending = await prisma.order.findMany({ where: { fulfillmentStatus: "pending" }, select: { id: true } });
    expect(pending.length).toBeGreaterThan(0);
    const missed = await abandonedCheckout(10);

    const response = await cron(cronRequest(`Bearer ${CRON_SECRET}`));

    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const report = (await response.json()) as { ran: number; failed: number; outOfTime: boolean };
    // Two jobs for each order (fulfilment and email), the reconciliation, the repaired order's two, and the housekeeping.
    expect(report).toEqual({ ran: pending.length * 2 + 4, failed: 0, outOfTime: false });
    for (const { id } of pending) {
      expect(await orderOf(id)).toMatchObject({ fulfillmentStatus: "submitted", fulfillmentReference: `OFFLINE-order-${id}` });
      expect(await emailsOf(id, "confirmation")).toHaveLength(1);
    }
    const repaired = await prisma.order.findUniqueOrThrow({ where: { paymentIntentId: missed } });
    expect(repaired).toMatchObject({ paymentStatus: "paid", fulfillmentStatus: "submitted" });
    expect(await emailsOf(repaired.id, "confirmation")).toHaveLength(1);
    expect((await prisma.sandboxPaymentIntent.findUniqueOrThrow({ where: { id: missed } })).status).toBe("succeeded");
    expect((await jobRows("orders.reconcile")).map((j) => j.state)).toEqual(["completed"]);
  });
});

describe("reconciliation", () => {
  it("makes the order of an authorised payment whose create-order never came, captures it and queues its jobs; a young checkout is left to the browser", async () => {
    const missed = await abandonedCheckout(10);
    const young = await abandonedCheckout(2);

    const report = await reconcileOrders();

    expect(report.checkoutsRepaired).toBe(1);
    const order = await prisma.order.findUniqueOrThrow({ where: { paymentIntentId: missed } });
    expect(order).toMatchObject({ paymentStatus: "paid", fulfillmentStatus: "pending", total: 2499 });
    expect((await prisma.sandboxPaymentIntent.findUniqueOrThrow({ where: { id: missed } })).status).toBe("succeeded");
    expect(await prisma.checkout.findUniqueOrThrow({ where: { paymentIntentId: missed } })).toMatchObject({ status: "ordered" });
    expect((await jobRows("order.fulfil", order.id)).map((j) => j.state)).toEqual(["created"]);
    expect((await jobRows("order.email", order.id)).map((j) => j.data.kind)).toEqual(["confirmation"]);

    expect(await prisma.order.count({ where: { paymentIntentId: young } })).toBe(0);
    expect((await prisma.sandboxPaymentIntent.findUniqueOrThrow({ where: { id: young } })).status).toBe("requires_capture");
    expect(await prisma.checkout.findUniqueOrThrow({ where: { paymentIntentId: young } })).toMatchObject({ status: "open" });

    // Run again, it finds nothing more to repair.
    expect((await reconcileOrders()).checkoutsRepaired).toBe(0);
    expect(await prisma.order.count({ where: { paymentIntentId: missed } })).toBe(1);
    await workJobsDueNow();
  });

  it("closes the checkout of a payment that was cancelled before it was ever reported", async () => {
    const cancelled = await abandonedCheckout(10, false);
    await prisma.sandboxPaymentIntent.update({ where: { id: cancelled }, data: { status: "canceled" } });

    const report = await reconcileOrders();

    expect(report.checkoutsClosed).toBe(1);
    expect(await prisma.checkout.findUniqueOrThrow({ where: { paymentIntentId: cancelled } })).toMatchObject({
      status: "failed",
      failureReason: "The payment was never completed.",
    });
    expect(await prisma.order.count({ where: { paymentIntentId: cancelled } })).toBe(0);
  });

  it("queues the fulfilment of a paid order again when its job was lost, and it is submitted", async () => {
    const { orderId } = await placeSandboxOrder([tee]);
    await workJobsDueNow();
    // As a database restored without its job table would leave it: pending for an hour, no job.
    await prisma.$executeRaw`DELETE FROM pgboss.job WHERE name = 'order.fulfil' AND (data->>'orderId')::int = ${orderId}`;
    await prisma.$executeRaw`UPDATE "Order" SET "fulfillmentStatus" = 'pending', "fulfillmentReference" = NULL, "updatedAt" = now() - interval '1 hour' WHERE id = ${orderId}`;

    const report = await reconcileOrders();
    await workJobsDueNow();

    expect(report.fulfilmentsRequeued).toBe(1);
    expect(await orderOf(orderId)).toMatchObject({ fulfillmentStatus: "submitted", fulfillmentReference: `OFFLINE-order-${orderId}` });
    expect((await reconcileOrders()).fulfilmentsRequeued).toBe(0);
  });

  it("puts back a job whose process died mid-run (nothing heard for 30 s) and finishes it", async () => {
    const { orderId } = await placeSandboxOrder([tee]);
    const { jobBoss } = await import("@/lib/jobs/boss");
    // A server took the order's fulfilment 40 seconds ago and was killed before its first heartbeat.
    const [taken] = await (await jobBoss()).fetch("order.fulfil", { batchSize: 1 });
    await prisma.$executeRaw`UPDATE pgboss.job SET started_on = now() - interval '40 seconds' WHERE id = ${taken!.id}::uuid`;

    expect((await cron(cronRequest(`Bearer ${CRON_SECRET}`))).status).toBe(200);
    await expect.poll(async () => (await workJobsDueNow(), (await orderOf(orderId)).fulfillmentStatus), { timeout: 10_000, interval: 500 }).toBe("submitted");
    expect((await jobRows("order.fulfil", orderId)).map((job) => [job.state, job.retryCount])).toEqual([["completed", 1]]);
  });
});

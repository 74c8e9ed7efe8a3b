import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrismaClient } from "@/lib/db/client";
import { paidPayment, post, startApp, startDatabase, type App, type FaultDatabase } from "./stack";

// The production server is killed (SIGKILL: no shutdown of any kind) in the middle of a burst of
// orders, then started again: no acknowledged order is lost, none is made twice, and reporting
// the payments again finishes the interrupted ones, once each.

const ORDERS = 30;

let db: FaultDatabase | undefined;
let app: App | undefined;
let prisma: ReturnType<typeof createPrismaClient> | undefined;

type Report = { payment: string; orderId?: number };

/** Reports a payment (POST /api/create-order); orderId only when the server acknowledged it. */
async function report(payment: string): Promise<Report> {
  try {
    const response = await post(app!.url, "/api/create-order", { paymentIntentId: payment });
    if (response.status !== 200 && response.status !== 201) return { payment };
    return { payment, orderId: ((await response.json()) as { orderId: number }).orderId };
  } catch {
    // The connection died with the server: the order may or may not exist.
    return { payment };
  }
}

beforeAll(async () => {
  db = await startDatabase("crash");
  app = await startApp(db.url);
  prisma = createPrismaClient(db.url);
});

afterAll(async () => {
  await prisma?.$disconnect();
  await app?.stop();
  await db?.stop();
});

describe("the server killed during a burst of orders", () => {
  it("loses no acknowledged order, doubles none, and finishes the interrupted ones once each", async () => {
    const payments: string[] = [];
    while (payments.length < ORDERS)
      payments.push(...(await Promise.all(Array.from({ length: Math.min(6, ORDERS - payments.length) }, () => paidPayment(app!.url)))));

    // The whole burst at once; the server dies as soon as the first order is acknowledged.
    let killed: Promise<void> | undefined;
    const burst = await Promise.all(
      payments.map(async (payment) => {
        const reported = await report(payment);
        if (reported.orderId) killed ??= app!.kill();
        return reported;
      }),
    );
    await killed;
    const acknowledged = burst.filter((r) => r.orderId !== undefined);
    expect(acknowledged.length).toBeGreaterThan(0);
    const made = await prisma!.order.groupBy({ by: ["fulfillmentStatus"], where: { paymentIntentId: { in: payments } }, _count: true });
    console.log(
      `Killed with ${acknowledged.length} of ${ORDERS} orders acknowledged; orders by fulfilment then: ${JSON.stringify(made.map((m) => [m.fulfillmentStatus, m._count]))}.`,
    );

    // Acknowledged means it exists: each of them, with its payment, exactly once.
    for (const { payment, orderId } of acknowledged) {
      expect(await prisma!.order.findUnique({ where: { id: orderId } }), payment).toMatchObject({ paymentIntentId: payment });
    }

    await app!.start();
    const again = await Promise.all(payments.map((payment) => report(payment)));
    for (const [index, reported] of again.entries()) {
      expect(reported.orderId, reported.payment).toBeDefined();
      if (burst[index]!.orderId !== undefined) expect(reported.orderId).toBe(burst[index]!.orderId);
    }

    const orders = await prisma!.order.findMany({ where: { paymentIntentId: { in: payments } }, include: { items: true } });
    expect(orders).toHaveLength(ORDERS);
    expect(new Set(orders.map((o) => o.paymentIntentId)).size).toBe(ORDERS);
    expect(new Set(again.map((r) => r.orderId)).size).toBe(ORDERS);
    // Fulfilment and the email are jobs the restarted server works: each done at most once, and
    // each not done yet still queued (one the killed server was running comes back when it expires).
    for (const order of orders) {
      expect(order.items, `order ${order.id}`).toHaveLength(1);
      expect(["pending", "submitted"], `order ${order.id}`).toContain(order.fulfillmentStatus);
      const emails = await prisma!.outgoingEmail.count({ where: { dedupeKey: `order-${order.id}-confirmation` } });
      expect(emails, `emails for order ${order.id}`).toBeLessThanOrEqual(1);
      const [queued] = await prisma!.$queryRaw<{ jobs: bigint }[]>`
        SELECT COUNT(*) AS jobs FROM pgboss.job WHERE name = 'order.fulfil' AND (data->>'orderId')::int = ${order.id}`;
      expect(Number(queued?.jobs ?? 0), `fulfilment jobs for order ${order.id}`).toBeGreaterThanOrEqual(1);
    }
  });
});

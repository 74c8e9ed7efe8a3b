import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Sandbox payments, the offline catalogue and fulfilment (an order is "submitted" as soon as its job runs).
Object.assign(process.env, { PAYMENTS_PROVIDER: "sandbox", MERCH_PROVIDER: "offline" });
const { POST: retryRoute } = await import("@/app/api/admin/orders/[id]/retry-fulfilment/route");
const { prisma } = await import("@/lib/db");
const { orderStats } = await import("@/lib/orders/admin-stats");
const { seedTestCatalogue } = await import("@/tests/support/catalogue");
const { adminCookie, adminPost, idParams, orderOf, placeSandboxOrder, timeline } = await import("@/tests/support/orders");
const { jobRows, stopJobs, workJobsDueNow } = await import("@/tests/support/jobs");
const { errorOf } = await import("@/tests/support/requests");

const tee = { productId: "101", variantId: "1001", quantity: 1 };
let admin = "";

beforeAll(async () => {
  await seedTestCatalogue();
  admin = await adminCookie();
});
afterAll(stopJobs);

const retry = (orderId: number) => retryRoute(adminPost(`/api/admin/orders/${orderId}/retry-fulfilment`, admin), idParams(orderId));
/** How many of this database's sessions are waiting for a lock. */
async function waitingForLocks(): Promise<number> {
  const [row] = await prisma.$queryRaw<
    { waiting: bigint }[]
  >`SELECT COUNT(*) AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
  return Number(row?.waiting ?? 0);
}
const pendingOrders = async () => (await orderStats()).pendingOrders;

/** A paid order whose every fulfilment attempt failed (its job done with). */
async function failedFulfilment(): Promise<number> {
  const { orderId } = await placeSandboxOrder([tee]);
  await prisma.$executeRaw`DELETE FROM pgboss.job WHERE name = 'order.fulfil' AND (data->>'orderId')::int = ${orderId}`;
  await prisma.order.update({ where: { id: orderId }, data: { fulfillmentStatus: "failed", fulfillmentError: "Printful answered 500." } });
  return orderId;
}

describe("Retry fulfilment", () => {
  it("retries once when it is clicked several times at once: one retry on the timeline, one job, one audit entry", async () => {
    const orderId = await failedFulfilment();
    // Another change of the order holds its row (a refund being settled, say) while four clicks arrive.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = prisma.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${orderId} FOR UPDATE`;
        locked();
        await held;
      },
      { timeout: 20_000 },
    );
    await lockTaken;
    const clicks = Promise.all(Array.from({ length: 4 }, () => retry(orderId)));
    await expect.poll(waitingForLocks).toBe(4);
    release();
    await holder;
    const responses = await clicks;

    expect(responses.map((r) => r.status).sort()).toEqual([202, 409, 409, 409]);
    for (const refused of responses.filter((r) => r.status === 409)) expect(await errorOf(refused)).toMatch(/Only a failed fulfilment can be retried/);
    expect(await timeline(orderId, "fulfilment.retried")).toHaveLength(1);
    expect(await jobRows("order.fulfil", orderId)).toHaveLength(1);
    expect(await prisma.adminAuditLog.count({ where: { action: "order.retry_fulfilment", entityId: String(orderId) } })).toBe(1);

    await workJobsDueNow();
    expect((await orderOf(orderId)).fulfillmentStatus).toBe("submitted");
  });
});

describe("the dashboard's Pending Orders", () => {
  it("counts the paid orders not yet with the print partner, and none already submitted to it", async () => {
    await workJobsDueNow();
    const before = await pendingOrders();

    const { orderId } = await placeSandboxOrder([tee]);
    expect(await pendingOrders()).toBe(before + 1);

    await workJobsDueNow();
    expect(await orderOf(orderId)).toMatchObject({ status: "pending", fulfillmentStatus: "submitted" });
    expect(await pendingOrders()).toBe(before);

    // A failed one waits for the owner's retry.
    await failedFulfilment();
    expect(await pendingOrders()).toBe(before + 1);
  });
});

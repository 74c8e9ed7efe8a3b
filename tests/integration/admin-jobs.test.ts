import { afterAll, beforeAll, describe, expect, it } from "vitest";

// A failed job is retried within a second or two once it is put back.
Object.assign(process.env, { JOB_RETRY_DELAY_SECONDS: "1" });
const { POST: retryJob } = await import("@/app/api/admin/jobs/[id]/retry/route");
const { prisma } = await import("@/lib/db");
const { failedJobs, queueSummaries, stalledJobs } = await import("@/lib/jobs/admin-queues");
const { withFulfilmentLock } = await import("@/lib/orders/fulfilment");
const { workDueJobs } = await import("@/lib/jobs/run");
const { jobBoss } = await import("@/lib/jobs/boss");
const { enqueueJobs } = await import("@/lib/jobs/enqueue");
const { seedTestCatalogue } = await import("@/tests/support/catalogue");
const { adminCookie, adminPost, idParams, orderOf, placeSandboxOrder } = await import("@/tests/support/orders");
const { jobRows, stopJobs, workJobsUntil } = await import("@/tests/support/jobs");
const { errorOf } = await import("@/tests/support/requests");

let cookie = "";
beforeAll(async () => {
  await seedTestCatalogue();
  cookie = await adminCookie();
});
afterAll(stopJobs);

const retry = (id: string, body: unknown, as = cookie) => retryJob(adminPost(`/api/admin/jobs/${id}/retry`, as, body), idParams(id));

/** A fulfilment job for a real order that used its only attempt (the order was gone from the queue's view). */
async function failedFulfilmentJob(): Promise<{ jobId: string; orderId: number }> {
  const { orderId } = await placeSandboxOrder([{ productId: "101", variantId: "1001", quantity: 1 }]);
  await prisma.$executeRaw`DELETE FROM pgboss.job WHERE name = 'order.fulfil' AND (data->>'orderId')::int = ${orderId}`;
  await prisma.$transaction((tx) => enqueueJobs(tx, [{ name: "order.fulfil", data: { orderId } }]));
  const boss = await jobBoss();
  const [job] = await boss.fetch("order.fulfil", { batchSize: 1 });
  await prisma.$executeRaw`UPDATE pgboss.job SET retry_limit = 0 WHERE id = ${job!.id}::uuid`;
  await boss.fail("order.fulfil", job!.id, { message: "Printful answered 500." });
  return { jobId: job!.id, orderId };
}

describe("the admin's job queues", () => {
  it("list a job that used every attempt with its error and order, and count it as failed", async () => {
    const { jobId, orderId } = await failedFulfilmentJob();
    expect(await failedJobs()).toContainEqual(
      expect.objectContaining({ id: jobId, name: "order.fulfil", orderId, attempts: 1, error: "Printful answered 500." }),
    );
    expect((await queueSummaries()).find((queue) => queue.name === "order.fulfil")?.failed).toBeGreaterThanOrEqual(1);
  });

  it("retry a failed job: it runs again and the order gets submitted", async () => {
    const { jobId, orderId } = await failedFulfilmentJob();
    const response = await retry(jobId, { name: "order.fulfil" });
    expect(response.status).toBe(202);
    await workJobsUntil(async () => (await orderOf(orderId)).fulfillmentStatus === "submitted");
    expect((await jobRows("order.fulfil", orderId)).map((job) => job.state)).toEqual(["completed"]);
    expect(await prisma.adminAuditLog.count({ where: { action: "job.retry", entityId: jobId } })).toBe(1);
  });

  it("refuse to retry a job that has not failed, an unknown queue, a bad id, and anyone but the admin", async () => {
    const { jobId } = await failedFulfilmentJob();
    expect((await retry(jobId, { name: "order.fulfil" })).status).toBe(202);
    const again = await retry(jobId, { name: "order.fulfil" });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatch(/Only a failed job can be retried/);
    expect((await retry(jobId, { name: "nope" })).status).toBe(400);
    expect((await retry("not-a-uuid", { name: "order.fulfil" })).status).toBe(400);
    expect((await retry(jobId, { name: "order.fulfil" }, "")).status).toBe(401);
  });
});

describe("jobs being worked", () => {
  const fulfilQueue = async () => (await queueSummaries()).find((queue) => queue.name === "order.fulfil")!;
  const startedAMinuteAgo = (jobId: string) => prisma.$executeRaw`UPDATE pgboss.job SET started_on = now() - interval '1 minute' WHERE id = ${jobId}::uuid`;

  it("tell a job whose process died (taken a minute ago, never heard of since) from one still being worked", async () => {
    await prisma.$executeRaw`DELETE FROM pgboss.job WHERE name = 'order.fulfil'`;
    const boss = await jobBoss();
    // A process takes one order's fulfilment and is killed before it finishes.
    const dead = await placeSandboxOrder([{ productId: "101", variantId: "1001", quantity: 1 }]);
    const [deadJob] = await boss.fetch("order.fulfil", { batchSize: 1 });
    await startedAMinuteAgo(deadJob!.id);
    // Another order's fulfilment runs for a minute in a live process: it waits for the order's fulfilment lock, held here.
    const alive = await placeSandboxOrder([{ productId: "101", variantId: "1001", quantity: 1 }]);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = withFulfilmentLock(alive.orderId, async () => {
      locked();
      await held;
    });
    await lockTaken;
    const working = workDueJobs({ budgetMs: 20_000, queues: ["order.fulfil"] });
    await expect.poll(async () => (await jobRows("order.fulfil", alive.orderId)).map((job) => job.state)).toEqual(["active"]);
    const aliveJob = (await jobRows("order.fulfil", alive.orderId))[0]!.id;
    await startedAMinuteAgo(aliveJob);
    // Silent until its first beat, ten seconds in, its own start speaks for it; then the beat does.
    await expect
      .poll(async () => (await prisma.jobHeartbeat.findUnique({ where: { jobId: aliveJob } })) !== null, { timeout: 15_000, interval: 500 })
      .toBe(true);

    try {
      expect(await fulfilQueue()).toMatchObject({ running: 1, stalled: 1 });
      expect(await stalledJobs()).toEqual([expect.objectContaining({ id: deadJob!.id, name: "order.fulfil", orderId: dead.orderId })]);
    } finally {
      release();
      await holder;
      await working;
    }
    expect((await orderOf(alive.orderId)).fulfillmentStatus).toBe("submitted");
    expect(await fulfilQueue()).toMatchObject({ running: 0, stalled: 1 });
  });
});

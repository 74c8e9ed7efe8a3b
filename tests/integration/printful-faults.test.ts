import { afterAll, afterEach, describe, expect, it } from "vitest";
import { FAULTS, type FakeRequest } from "@/tests/fakes/http-server";
import { startFakePrintful } from "@/tests/fakes/printful";

// This file's worker reads its environment once: the catalogue and fulfilment at a local fake
// Printful with a short timeout; payments stay in the sandbox; a failed job is retried in 1-2 s.
const fake = await startFakePrintful();
Object.assign(process.env, {
  MERCH_PROVIDER: "printful",
  PRINTFUL_TOKEN: "pf-test-token",
  PRINTFUL_API_URL: fake.url,
  PRINTFUL_TIMEOUT_MS: "2000",
  JOB_RETRY_DELAY_SECONDS: "1",
});
const { GET: getStore } = await import("@/app/api/printful/store/route");
const { GET: getProducts } = await import("@/app/api/printful/products/route");
const { default: sitemap } = await import("@/app/sitemap");
const { POST: retryFulfilmentRoute } = await import("@/app/api/admin/orders/[id]/retry-fulfilment/route");
const { POST: cancelRoute } = await import("@/app/api/admin/orders/[id]/cancel/route");
const { prisma } = await import("@/lib/db");
const { orderStats } = await import("@/lib/orders/admin-stats");
const { jobBoss } = await import("@/lib/jobs/boss");
const { enqueueJobs } = await import("@/lib/jobs/enqueue");
const { confirmationEmailJob } = await import("@/lib/orders/emails");
const { externalOrderId, submitFulfilment } = await import("@/lib/orders/fulfilment");
const { reconcileOrders } = await import("@/lib/orders/reconcile");
const { reportPayment } = await import("@/tests/support/checkout");
const { adminCookie, adminPost, emailsOf, idParams, orderOf, placeSandboxOrder, timeline } = await import("@/tests/support/orders");
const { jobRows, stopJobs, workJobsDueNow, workJobsUntil } = await import("@/tests/support/jobs");
const { errorOf } = await import("@/tests/support/requests");
const { productRequest, seedTestCatalogue } = await import("@/tests/support/catalogue");

afterEach(() => fake.heal());
afterAll(async () => {
  await stopJobs();
  await fake.close();
});

const get = (path: string) => new Request(`http://localhost${path}`);
const orders = (r: FakeRequest) => r.method === "POST" && r.path === "/orders";
const since = (start: number, match: (r: FakeRequest) => boolean) => fake.requests.slice(start).filter(match);
/** The order submissions Printful received for one of our orders. */
const submissionsOf = (orderId: number) =>
  fake.requests.filter((r) => orders(r) && (JSON.parse(r.body) as { external_id?: string }).external_id === externalOrderId(orderId));
const tee = { productId: "9001", variantId: "7001", quantity: 2 };

async function timed<T>(action: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = Date.now();
  const result = await action();
  return { result, ms: Date.now() - started };
}

/** A paid order, answered at once (201) with its fulfilment still pending: Printful is called by a job. */
async function paidOrder(): Promise<{ paymentIntentId: string; orderId: number }> {
  const placed = await placeSandboxOrder([tee]);
  expect(await orderOf(placed.orderId)).toMatchObject({ total: 4300, fulfillmentStatus: "pending", fulfillmentReference: null });
  expect(submissionsOf(placed.orderId)).toHaveLength(0);
  return placed;
}

const fulfilmentSettled = (orderId: number) => async () => (await orderOf(orderId)).fulfillmentStatus !== "pending";

describe("Printful failing: the catalogue", () => {
  it("retries a read that failed with a 500, and answers", async () => {
    const start = fake.requests.length;
    fake.inject(FAULTS.serverError, { times: 1 });
    const response = await getStore(get("/api/printful/store"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name: "RCI & Friends Store", website: "https://shop.example" });
    expect(since(start, (r) => r.path === "/stores")).toHaveLength(2);
  });

  it("retries a read that was rate-limited, and answers", async () => {
    fake.inject(FAULTS.rateLimited, { times: 1 });
    const response = await productRequest("9001");
    expect(response.status).toBe(200);
    expect(((await response.json()) as { sync_product: { id: number } }).sync_product.id).toBe(9001);
  });

  it("answers 502 with a sentence when Printful keeps failing", async () => {
    fake.inject(FAULTS.serverError);
    const { result: response, ms } = await timed(() => getProducts(get("/api/printful/products")));
    expect(response.status).toBe(502);
    expect(await errorOf(response)).toMatch(/merchandise store is unavailable/);
    expect(ms).toBeLessThan(6_000);
  });

  it("answers 504 within the timeout, without retrying, when Printful never answers", async () => {
    const start = fake.requests.length;
    fake.inject(FAULTS.hang);
    const { result: response, ms } = await timed(() => productRequest("9003"));
    expect(response.status).toBe(504);
    await errorOf(response);
    expect(ms).toBeLessThan(4_000);
    expect(since(start, () => true)).toHaveLength(1);
  });
});

describe("the sitemap with the Printful store", () => {
  const productUrls = async () => (await sitemap()).map((entry) => entry.url).filter((url) => url.includes("/product/"));

  it("lists the live store's products for sale, and still answers, without them, while Printful is down", async () => {
    await seedTestCatalogue();
    fake.inject(FAULTS.serverError);
    const withoutStore = await sitemap();
    expect(withoutStore.some((entry) => entry.url.endsWith("/store"))).toBe(true);
    expect(withoutStore.filter((entry) => entry.url.includes("/product/"))).toEqual([]);

    fake.heal();
    const urls = await productUrls();
    expect(urls.some((url) => url.endsWith("/product/9001"))).toBe(true);
    // Ignored in the store (9002), or only in the offline catalogue: not for sale here.
    expect(urls.filter((url) => !url.endsWith("/product/9001"))).toEqual([]);
  });
});

describe("Printful failing: fulfilment jobs after payment", () => {
  it("retries a submission Printful answered 500 twice: submitted on the third attempt, one Printful order, one email", async () => {
    fake.inject(FAULTS.serverError, { when: orders, times: 2 });
    const { paymentIntentId, orderId } = await paidOrder();

    await workJobsUntil(fulfilmentSettled(orderId));

    const made = fake.ordersFor(externalOrderId(orderId));
    expect(made).toHaveLength(1);
    expect(await orderOf(orderId)).toMatchObject({ fulfillmentStatus: "submitted", fulfillmentReference: String(made[0]!.id), fulfillmentError: null });
    expect(submissionsOf(orderId)).toHaveLength(3);
    const failures = await timeline(orderId, "fulfilment.attempt_failed");
    expect(failures.map((e) => e.message)).toEqual([
      expect.stringMatching(/^Fulfilment attempt 1 of 7 failed: .*Printful answered 500 .*Internal server error/),
      expect.stringMatching(/^Fulfilment attempt 2 of 7 failed: .*Printful answered 500 .*Internal server error/),
    ]);
    expect(await timeline(orderId, "fulfilment.submitted")).toHaveLength(1);
    expect(await emailsOf(orderId, "confirmation")).toHaveLength(1);

    // The browser reporting the payment again answers the same order and submits nothing.
    const again = await reportPayment(paymentIntentId);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { orderId: number }).orderId).toBe(orderId);
    await workJobsDueNow();
    expect(await prisma.order.count({ where: { paymentIntentId } })).toBe(1);
    expect(submissionsOf(orderId)).toHaveLength(3);
  });

  it("finds the order Printful took but never answered for on the next attempt, instead of submitting it again", async () => {
    fake.inject(FAULTS.hang, { when: orders, times: 1 });
    const { orderId } = await paidOrder();

    await workJobsUntil(fulfilmentSettled(orderId));

    const made = fake.ordersFor(externalOrderId(orderId));
    expect(made).toHaveLength(1);
    expect(submissionsOf(orderId)).toHaveLength(1);
    expect(await orderOf(orderId)).toMatchObject({ fulfillmentStatus: "submitted", fulfillmentReference: String(made[0]!.id) });
    const failures = await timeline(orderId, "fulfilment.attempt_failed");
    expect(failures).toHaveLength(1);
    expect(failures[0]!.message).toMatch(/did not answer .* within 2000 ms/);
  });

  it("retries at once, within the first attempt, a submission Printful rate-limited (it took nothing)", async () => {
    fake.inject(FAULTS.rateLimited, { when: orders, times: 1 });
    const { orderId } = await paidOrder();

    await workJobsDueNow();

    const made = fake.ordersFor(externalOrderId(orderId));
    expect(made).toHaveLength(1);
    expect(await orderOf(orderId)).toMatchObject({ fulfillmentStatus: "submitted", fulfillmentReference: String(made[0]!.id) });
    expect(submissionsOf(orderId)).toHaveLength(2);
    expect(await timeline(orderId, "fulfilment.attempt_failed")).toHaveLength(0);
  });

  it("marks the fulfilment failed with Printful's reason when the attempts run out, dead-letters the job, and the admin's retry submits it", async () => {
    fake.inject(FAULTS.serverError, { when: orders });
    const { orderId } = await paidOrder();
    // Two attempts instead of seven, so the test need not wait out the whole backoff.
    await prisma.$executeRaw`UPDATE pgboss.job SET retry_limit = 1 WHERE name = 'order.fulfil' AND (data->>'orderId')::int = ${orderId}`;
    const failedBefore = (await orderStats()).failedFulfilments;

    await workJobsUntil(fulfilmentSettled(orderId));

    const failed = await orderOf(orderId);
    expect(failed).toMatchObject({ fulfillmentStatus: "failed", fulfillmentReference: null });
    expect(failed.fulfillmentError).toMatch(/Printful answered 500 .*Internal server error/);
    expect((await timeline(orderId, "fulfilment.attempt_failed")).map((e) => e.message)).toEqual([
      expect.stringMatching(/^Fulfilment attempt 1 of 2 failed/),
      expect.stringMatching(/^Fulfilment attempt 2 of 2 failed/),
    ]);
    expect((await timeline(orderId, "fulfilment.failed"))[0]?.message).toMatch(/after 2 attempts: .*Printful answered 500/);
    expect((await jobRows("order.fulfil", orderId)).map((j) => j.state)).toEqual(["failed"]);
    expect(await jobRows("dead-letter", orderId)).toHaveLength(1);
    expect((await orderStats()).failedFulfilments).toBe(failedBefore + 1);
    expect(fake.ordersFor(externalOrderId(orderId))).toHaveLength(0);

    fake.heal();
    const cookie = await adminCookie();
    const retried = await retryFulfilmentRoute(adminPost(`/api/admin/orders/${orderId}/retry-fulfilment`, cookie), idParams(orderId));
    expect(retried.status).toBe(202);
    expect((await orderOf(orderId)).fulfillmentStatus).toBe("pending");

    await workJobsUntil(fulfilmentSettled(orderId));

    const made = fake.ordersFor(externalOrderId(orderId));
    expect(made).toHaveLength(1);
    expect(await orderOf(orderId)).toMatchObject({ fulfillmentStatus: "submitted", fulfillmentReference: String(made[0]!.id), fulfillmentError: null });
    expect(await timeline(orderId, "fulfilment.retried")).toHaveLength(1);
    expect((await orderStats()).failedFulfilments).toBe(failedBefore);
    expect(await emailsOf(orderId, "confirmation")).toHaveLength(1);

    const again = await retryFulfilmentRoute(adminPost(`/api/admin/orders/${orderId}/retry-fulfilment`, cookie), idParams(orderId));
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatch(/Only a failed fulfilment can be retried/);
  });

  it("submits once and emails once when an order's jobs run twice: two jobs for the order, and the handler called again", async () => {
    const { orderId } = await paidOrder();
    await prisma.$transaction((tx) => enqueueJobs(tx, [{ name: "order.fulfil", data: { orderId } }, confirmationEmailJob(orderId)]));
    expect(await jobRows("order.fulfil", orderId)).toHaveLength(2);

    await workJobsDueNow();
    await submitFulfilment(orderId, { attempt: 1, maxAttempts: 1, lastAttempt: true });

    expect((await jobRows("order.fulfil", orderId)).map((j) => j.state)).toEqual(["completed", "completed"]);
    expect((await jobRows("order.email", orderId)).map((j) => j.state)).toEqual(["completed", "completed"]);
    expect(fake.ordersFor(externalOrderId(orderId))).toHaveLength(1);
    expect(submissionsOf(orderId)).toHaveLength(1);
    expect((await orderOf(orderId)).fulfillmentStatus).toBe("submitted");
    expect(await timeline(orderId, "fulfilment.submitted")).toHaveLength(1);
    expect(await emailsOf(orderId, "confirmation")).toHaveLength(1);
  });

  it("runs a job again whose process was killed after Printful took the order, and keeps that one order", async () => {
    const { orderId } = await paidOrder();
    const boss = await jobBoss();
    const [job] = await boss.fetch<{ orderId: number }>("order.fulfil", { batchSize: 1, includeMetadata: true });
    expect(job?.data.orderId).toBe(orderId);
    // The dying run got as far as Printful making the order, then the process was killed.
    const taken = await fetch(`${fake.url}/orders?confirm=true`, {
      method: "POST",
      headers: { authorization: "Bearer pf-test-token", "content-type": "application/json" },
      body: JSON.stringify({ external_id: externalOrderId(orderId), recipient: { name: "Joe Mason" }, items: [{ sync_variant_id: 7001, quantity: 2 }] }),
    });
    const printfulId = ((await taken.json()) as { result: { id: number } }).result.id;

    // While the job is active (its run may still be alive), no one else runs it.
    await workJobsDueNow();
    expect((await orderOf(orderId)).fulfillmentStatus).toBe("pending");
    expect((await jobRows("order.fulfil", orderId)).map((j) => j.state)).toEqual(["active"]);

    // Its expiry passes with no one completing it: maintenance puts it back, and it runs again.
    await prisma.$executeRaw`UPDATE pgboss.job SET started_on = now() - interval '1 hour' WHERE id = ${job!.id}::uuid`;
    await workJobsUntil(fulfilmentSettled(orderId), { maintain: true });

    expect(await orderOf(orderId)).toMatchObject({ fulfillmentStatus: "submitted", fulfillmentReference: String(printfulId) });
    expect(fake.ordersFor(externalOrderId(orderId))).toHaveLength(1);
    expect(submissionsOf(orderId)).toHaveLength(1);
    expect(await jobRows("order.fulfil", orderId)).toEqual([expect.objectContaining({ state: "completed", retryCount: 1 })]);
    expect(await emailsOf(orderId, "confirmation")).toHaveLength(1);
  });
});

describe("Printful orders after submission", () => {
  it("marks an order shipped with Printful's tracking when reconciliation reads it, and emails the customer once", async () => {
    const { orderId } = await paidOrder();
    await workJobsUntil(fulfilmentSettled(orderId));
    fake.ship(externalOrderId(orderId), {
      carrier: "USPS",
      tracking_number: "9400111899223344556677",
      tracking_url: "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223344556677",
    });

    await reconcileOrders();
    await reconcileOrders();
    await workJobsDueNow();

    expect(await orderOf(orderId)).toMatchObject({
      status: "shipped",
      fulfillmentStatus: "shipped",
      trackingCarrier: "USPS",
      trackingNumber: "9400111899223344556677",
      trackingUrl: "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223344556677",
    });
    expect(await timeline(orderId, "fulfilment.shipped")).toHaveLength(1);
    const shipped = await emailsOf(orderId, "shipped");
    expect(shipped).toHaveLength(1);
    expect(shipped[0]!.text).toContain("9400111899223344556677");
  });

  it("cancels the Printful order of an order the admin cancels while Printful has not started it", async () => {
    const { orderId } = await paidOrder();
    await workJobsUntil(fulfilmentSettled(orderId));

    const response = await cancelRoute(
      adminPost(`/api/admin/orders/${orderId}/cancel`, await adminCookie(), { reason: "Customer changed their mind", requestKey: `cancel-${orderId}-key` }),
      idParams(orderId),
    );

    expect(response.status).toBe(200);
    expect(fake.ordersFor(externalOrderId(orderId))[0]?.status).toBe("canceled");
    expect(await orderOf(orderId)).toMatchObject({ status: "cancelled", fulfillmentStatus: "cancelled", paymentStatus: "refunded", refundedAmount: 4300 });
  });

  it("refuses to cancel an order Printful is already producing, and changes nothing", async () => {
    const { orderId } = await paidOrder();
    await workJobsUntil(fulfilmentSettled(orderId));
    fake.setStatus(externalOrderId(orderId), "inprocess");

    const response = await cancelRoute(
      adminPost(`/api/admin/orders/${orderId}/cancel`, await adminCookie(), { reason: "Customer changed their mind", requestKey: `cancel-${orderId}-key` }),
      idParams(orderId),
    );

    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatch(/already in production/);
    expect(fake.ordersFor(externalOrderId(orderId))[0]?.status).toBe("inprocess");
    expect(await orderOf(orderId)).toMatchObject({ status: "pending", fulfillmentStatus: "submitted", paymentStatus: "paid", refundedAmount: 0 });
  });
});

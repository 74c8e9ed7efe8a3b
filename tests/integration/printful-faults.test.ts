import { afterAll, afterEach, describe, expect, it } from "vitest";
import { FAULTS, type FakeRequest } from "@/tests/fakes/http-server";
import { startFakePrintful } from "@/tests/fakes/printful";

// This file's worker reads its environment once: the catalogue and fulfilment at a local fake
// Printful with a short timeout; payments stay in the sandbox.
const fake = await startFakePrintful();
Object.assign(process.env, { MERCH_PROVIDER: "printful", PRINTFUL_TOKEN: "pf-test-token", PRINTFUL_API_URL: fake.url, PRINTFUL_TIMEOUT_MS: "2000" });
const { GET: getStore } = await import("@/app/api/printful/store/route");
const { GET: getProducts } = await import("@/app/api/printful/products/route");
const { GET: getProduct } = await import("@/app/api/printful/products/[id]/route");
const { prisma } = await import("@/lib/db");
const { paidSandboxPayment, reportPayment } = await import("@/tests/support/checkout");
const { errorOf } = await import("@/tests/support/requests");

afterEach(() => fake.heal());
afterAll(() => fake.close());

const get = (path: string) => new Request(`http://localhost${path}`);
const productRequest = (id: string) => getProduct(get(`/api/printful/products/${id}`), { params: Promise.resolve({ id }) });
const orders = (r: FakeRequest) => r.method === "POST" && r.path === "/orders";
const since = (start: number, match: (r: FakeRequest) => boolean) => fake.requests.slice(start).filter(match);
const tee = { productId: "9001", variantId: "7001", quantity: 2 };

async function timed<T>(action: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = Date.now();
  const result = await action();
  return { result, ms: Date.now() - started };
}

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

describe("Printful failing: fulfilment after payment", () => {
  it.each([
    ["answers 500", FAULTS.serverError, /answered 500/],
    ["never answers", FAULTS.hang, /did not answer/],
  ])("keeps the paid order when Printful %s: fulfilment recorded as failed, submitted once, email sent", async (_, fault, error) => {
    const payment = await paidSandboxPayment([tee]);
    const start = fake.requests.length;
    fake.inject(fault, { when: orders });
    const { result: response, ms } = await timed(() => reportPayment(payment));
    expect(response.status).toBe(201);
    expect(ms).toBeLessThan(6_000);
    const { orderId } = (await response.json()) as { orderId: number };
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId }, include: { items: true } });
    expect(order).toMatchObject({ paymentIntentId: payment, total: 4300, fulfillmentStatus: "failed", fulfillmentReference: null });
    expect(order.fulfillmentError).toMatch(error);
    expect(order.items).toHaveLength(1);
    // An order is never sent twice: a 500 or a timeout may mean Printful took it.
    expect(since(start, orders)).toHaveLength(1);
    expect(await prisma.outgoingEmail.count({ where: { subject: { contains: `#${orderId}` } } })).toBe(1);

    fake.heal();
    const again = await reportPayment(payment);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { orderId: number }).orderId).toBe(orderId);
    expect(await prisma.order.count({ where: { paymentIntentId: payment } })).toBe(1);
    expect(since(start, orders)).toHaveLength(1);
  });

  it("retries an order Printful rate-limited (it took nothing), and submits it", async () => {
    const payment = await paidSandboxPayment([tee]);
    const start = fake.requests.length;
    fake.inject(FAULTS.rateLimited, { when: orders, times: 1 });
    const response = await reportPayment(payment);
    expect(response.status).toBe(201);
    const { orderId } = (await response.json()) as { orderId: number };
    expect(await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ fulfillmentStatus: "submitted", fulfillmentReference: "55501" });
    expect(since(start, orders)).toHaveLength(2);
  });

  it("finishes an order whose server died before fulfilment, once, when the payment is reported again", async () => {
    const payment = await paidSandboxPayment([tee]);
    const { orderId } = (await (await reportPayment(payment)).json()) as { orderId: number };
    // As the crashed server left it: the order committed, nothing after it done.
    await prisma.order.update({ where: { id: orderId }, data: { fulfillmentStatus: "not_submitted", fulfillmentReference: null } });
    await prisma.outgoingEmail.deleteMany({ where: { subject: { contains: `#${orderId}` } } });
    const start = fake.requests.length;

    const responses = await Promise.all(Array.from({ length: 5 }, () => reportPayment(payment)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ fulfillmentStatus: "submitted", fulfillmentReference: "55501" });
    expect(since(start, orders)).toHaveLength(1);
    expect(await prisma.outgoingEmail.count({ where: { subject: { contains: `#${orderId}` } } })).toBe(1);
  });
});

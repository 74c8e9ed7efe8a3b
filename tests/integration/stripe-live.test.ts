import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { FAULTS, type FakeRequest } from "@/tests/fakes/http-server";
import { errorOf, jsonRequest } from "@/tests/support/requests";
import { switchToFakeStripe } from "@/tests/support/stripe-env";

const WEBHOOK_SECRET = "whsec_test_secret";
const fake = await switchToFakeStripe(WEBHOOK_SECRET);
const { POST: createIntent } = await import("@/app/api/create-payment-intent/route");
const { POST: createOrder } = await import("@/app/api/create-order/route");
const { POST: webhook } = await import("@/app/api/webhooks/stripe/route");
const { POST: sandboxConfirm } = await import("@/app/api/payments/sandbox/confirm/route");
const { prisma } = await import("@/lib/db");
const { customer, seedTestCatalogue } = await import("@/tests/support/catalogue");

const signer = new Stripe("sk_test_fake");
const tee = { productId: "101", variantId: "1001", quantity: 1 };

beforeAll(seedTestCatalogue);
afterAll(() => fake.close());

async function openPayment(): Promise<string> {
  const response = await createIntent(jsonRequest("/api/create-payment-intent", { items: [tee], customerInfo: customer }));
  const body = (await response.json()) as { paymentIntentId: string; clientSecret: string; provider: string };
  expect(body.provider).toBe("stripe");
  expect(body.clientSecret).toBe(`${body.paymentIntentId}_secret_fake`);
  return body.paymentIntentId;
}

function event(id: string, type: string, paymentIntentId: string) {
  return JSON.stringify({ id, object: "event", type, data: { object: { id: paymentIntentId, object: "payment_intent" } } });
}

function deliver(payload: string, secret = WEBHOOK_SECRET) {
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return webhook(
    new Request("http://localhost/api/webhooks/stripe", {
      method: "POST",
      headers: { "stripe-signature": signature, "content-type": "application/json" },
      body: payload,
    }),
  );
}

describe("Stripe, live", () => {
  it("gives the prerendered checkout Stripe and the publishable key, and never the secret one", async () => {
    const { GET } = await import("@/app/api/payments/settings/route");
    const response = await GET(new Request("http://localhost/api/payments/settings"));
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ provider: "stripe", publishableKey: "pk_test_fake" });
    expect(text).not.toContain("sk_test");
  });

  it("creates the payment intent at Stripe for the server's amount", async () => {
    const id = await openPayment();
    const sent = fake.requests.find((r) => r.method === "POST" && r.path === "/v1/payment_intents")!;
    expect(new URLSearchParams(sent.body).get("amount")).toBe("2499");
    expect(new URLSearchParams(sent.body).get("currency")).toBe("usd");
    expect(sent.headers.authorization).toBe("Bearer sk_test_fake");
    expect(sent.headers["idempotency-key"]).toBeTruthy();
    expect(fake.intents.get(id)?.amount).toBe(2499);
  });

  it("makes one order whether the browser or the webhook reports first, and however often", async () => {
    const id = await openPayment();
    fake.succeed(id);
    const payload = event(`evt_${id}`, "payment_intent.succeeded", id);
    const results = await Promise.all([
      deliver(payload),
      createOrder(jsonRequest("/api/create-order", { paymentIntentId: id })),
      deliver(payload),
      createOrder(jsonRequest("/api/create-order", { paymentIntentId: id })),
    ]);
    expect(results.map((r) => r.status).every((s) => s === 200 || s === 201)).toBe(true);
    expect(await prisma.order.count({ where: { paymentIntentId: id } })).toBe(1);
    const replay = await deliver(payload);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect(await prisma.webhookEvent.findUnique({ where: { id: `evt_${id}` } })).toMatchObject({ type: "payment_intent.succeeded" });
    expect(await prisma.order.count({ where: { paymentIntentId: id } })).toBe(1);
  });

  it("handles events out of order: a success before other events, unknown events acknowledged", async () => {
    const id = await openPayment();
    fake.succeed(id);
    expect((await deliver(event(`evt_a_${id}`, "payment_intent.succeeded", id))).status).toBe(200);
    expect((await deliver(event(`evt_b_${id}`, "payment_intent.created", id))).status).toBe(200);
    expect((await deliver(event(`evt_c_${id}`, "charge.succeeded", id))).status).toBe(200);
    expect(await prisma.order.count({ where: { paymentIntentId: id } })).toBe(1);
  });

  it("does not create an order from an event whose payment has not succeeded at Stripe", async () => {
    const id = await openPayment();
    const response = await deliver(event(`evt_forged_${id}`, "payment_intent.succeeded", id));
    expect(response.status).toBe(200);
    expect(await prisma.order.count({ where: { paymentIntentId: id } })).toBe(0);
  });

  it("refuses an order when Stripe's amount differs from the priced total", async () => {
    const id = await openPayment();
    fake.succeed(id, 1);
    const response = await createOrder(jsonRequest("/api/create-order", { paymentIntentId: id }));
    expect(response.status).toBe(409);
    expect(await prisma.order.count({ where: { paymentIntentId: id } })).toBe(0);
  });

  it("refuses a webhook with a bad or missing signature, recording nothing", async () => {
    const id = await openPayment();
    fake.succeed(id);
    const payload = event(`evt_bad_${id}`, "payment_intent.succeeded", id);
    const forged = await deliver(payload, "whsec_wrong");
    expect(forged.status).toBe(400);
    expect(await errorOf(forged)).toMatch(/signature/);
    const unsigned = await webhook(new Request("http://localhost/api/webhooks/stripe", { method: "POST", body: payload }));
    expect(unsigned.status).toBe(400);
    expect(await prisma.webhookEvent.count({ where: { id: `evt_bad_${id}` } })).toBe(0);
    expect(await prisma.order.count({ where: { paymentIntentId: id } })).toBe(0);
  });

  it("turns off the test-mode card form", async () => {
    const response = await sandboxConfirm(
      jsonRequest("/api/payments/sandbox/confirm", { clientSecret: "pi_x_secret_y", card: { number: "4242424242424242", expiry: "12/34", cvc: "123" } }),
    );
    expect(response.status).toBe(404);
  });
});

describe("Stripe failing", () => {
  const creates = (r: FakeRequest) => r.method === "POST" && r.path === "/v1/payment_intents";
  const retrieves = (r: FakeRequest) => r.method === "GET" && r.path.startsWith("/v1/payment_intents/");
  afterEach(() => fake.heal());

  async function checkout() {
    const started = Date.now();
    const response = await createIntent(jsonRequest("/api/create-payment-intent", { items: [tee], customerInfo: customer }));
    return { response, ms: Date.now() - started };
  }

  it.each([
    ["answers 500 (after the SDK's two retries)", 502, FAULTS.serverError, 3],
    ["rate-limits us", 503, FAULTS.rateLimited, 1],
    ["never answers", 504, FAULTS.hang, 3],
  ])("opens no payment when Stripe %s: a JSON error with status %i", async (_, status, fault, attempts) => {
    const checkouts = await prisma.checkout.count();
    const sent = fake.requests.length;
    fake.inject(fault, { when: creates });
    const { response, ms } = await checkout();
    expect(response.status).toBe(status);
    expect(await errorOf(response)).toMatch(/payment provider/);
    expect(ms).toBeLessThan(8_000);
    const tries = fake.requests.slice(sent).filter(creates);
    expect(tries).toHaveLength(attempts);
    // Every retry carries the first try's idempotency key, so Stripe can never make two payments of it.
    expect(new Set(tries.map((r) => r.headers["idempotency-key"])).size).toBe(1);
    expect(await prisma.checkout.count()).toBe(checkouts);
  });

  it("retries a create that Stripe made but answered too late, and gets the same payment back", async () => {
    const intents = fake.intents.size;
    fake.inject(FAULTS.slow(2_500), { when: creates, times: 1 });
    const { response } = await checkout();
    expect(response.status).toBe(200);
    const { paymentIntentId } = (await response.json()) as { paymentIntentId: string };
    expect(fake.intents.size).toBe(intents + 1);
    expect(await prisma.checkout.count({ where: { paymentIntentId } })).toBe(1);
  });

  it.each([
    ["answers 500", 502, FAULTS.serverError],
    ["never answers", 504, FAULTS.hang],
  ])("makes no order while Stripe %s (status %i), and exactly one once it is back", async (_, status, fault) => {
    const id = await openPayment();
    fake.succeed(id);
    fake.inject(fault, { when: retrieves });
    const failed = await createOrder(jsonRequest("/api/create-order", { paymentIntentId: id }));
    expect(failed.status).toBe(status);
    expect(await errorOf(failed)).toMatch(/charged twice/);
    expect(await prisma.order.count({ where: { paymentIntentId: id } })).toBe(0);
    fake.heal();
    const retried = await createOrder(jsonRequest("/api/create-order", { paymentIntentId: id }));
    expect(retried.status).toBe(201);
    expect(await prisma.order.count({ where: { paymentIntentId: id } })).toBe(1);
  });

  it("asks Stripe to redeliver a webhook it could not act on, then acts on it once", async () => {
    const id = await openPayment();
    fake.succeed(id);
    const payload = event(`evt_down_${id}`, "payment_intent.succeeded", id);
    fake.inject(FAULTS.serverError, { when: retrieves });
    const first = await deliver(payload);
    expect(first.status).toBe(502);
    expect((await prisma.webhookEvent.findUnique({ where: { id: `evt_down_${id}` } }))?.processedAt).toBeNull();
    fake.heal();
    expect((await deliver(payload)).status).toBe(200);
    expect(await deliver(payload).then((r) => r.json())).toEqual({ received: true, duplicate: true });
    expect(await prisma.order.count({ where: { paymentIntentId: id } })).toBe(1);
  });
});

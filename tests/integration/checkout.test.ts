import { beforeAll, describe, expect, it } from "vitest";
import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { POST as createOrder } from "@/app/api/create-order/route";
import { POST as priceCheck } from "@/app/api/checkout/price/route";
import { POST as confirmSandbox } from "@/app/api/payments/sandbox/confirm/route";
import { prisma } from "@/lib/db";
import "@/lib/jobs/handlers";
import { workDueJobs } from "@/lib/jobs/run";
import { customer, seedTestCatalogue } from "@/tests/support/catalogue";
import { errorOf, jsonRequest } from "@/tests/support/requests";

beforeAll(seedTestCatalogue);

const tee = { productId: "101", variantId: "1001", quantity: 2 };

async function openPayment(body: Record<string, unknown>) {
  const response = await createIntent(jsonRequest("/api/create-payment-intent", { items: [tee], customerInfo: customer, ...body }));
  return {
    response,
    body: (await response.clone().json()) as {
      clientSecret: string;
      paymentIntentId: string;
      subtotal: number;
      discount: number;
      total: number;
      error?: string;
    },
  };
}

async function pay(clientSecret: string, number = "4242 4242 4242 4242") {
  return confirmSandbox(jsonRequest("/api/payments/sandbox/confirm", { clientSecret, card: { number, expiry: "12/34", cvc: "123" } }));
}

const order = (paymentIntentId: string) => createOrder(jsonRequest("/api/create-order", { items: [tee], customerInfo: customer, paymentIntentId }));

describe("pricing on the server", () => {
  it("charges the catalogue price, whatever price the browser sends", async () => {
    const { body } = await openPayment({ items: [{ ...tee, price: 0.01, unitPrice: 1, total: 1 }] });
    expect(body).toMatchObject({ subtotal: 4998, discount: 0, total: 4998 });
    const intent = await prisma.sandboxPaymentIntent.findUniqueOrThrow({ where: { id: body.paymentIntentId } });
    expect(intent.amount).toBe(4998);
  });

  it("merges repeated lines before pricing", async () => {
    const { body } = await openPayment({ items: [tee, { ...tee, quantity: 1 }] });
    expect(body.total).toBe(7497);
  });

  it.each([
    ["an out-of-stock variant", { items: [{ ...tee, variantId: "1002" }] }, 409, /out of stock/],
    ["an unknown variant", { items: [{ ...tee, variantId: "999" }] }, 400, /no longer available/],
    ["an ignored product", { items: [{ productId: "102", variantId: "1003", quantity: 1 }] }, 400, /no longer available/],
    ["an empty cart", { items: [] }, 400, /cart is empty/],
    ["a quantity of 0", { items: [{ ...tee, quantity: 0 }] }, 400, /start at 1/],
    ["a fractional quantity", { items: [{ ...tee, quantity: 1.5 }] }, 400, /whole numbers/],
    ["a missing email", { customerInfo: { ...customer, email: "" } }, 400, /email/],
    ["a missing first name", { customerInfo: { ...customer, firstName: undefined } }, 400, /first name/],
    ["an unknown coupon", { couponCode: "NOPE" }, 400, /can't be used on this order/],
  ])("refuses %s and opens no payment", async (_, body, status, message) => {
    const before = await prisma.sandboxPaymentIntent.count();
    const { response } = await openPayment(body);
    expect(response.status).toBe(status);
    expect(await errorOf(response)).toMatch(message);
    expect(await prisma.sandboxPaymentIntent.count()).toBe(before);
  });

  it("refuses invalid JSON and a wrong content type", async () => {
    expect((await createIntent(jsonRequest("/api/create-payment-intent", "{"))).status).toBe(400);
    expect((await createIntent(jsonRequest("/api/create-payment-intent", "x", { headers: { "content-type": "text/plain" } }))).status).toBe(415);
  });
});

describe("coupons at checkout", () => {
  it("applies an active coupon's discount, checked on the server", async () => {
    await prisma.coupon.create({ data: { code: "TENPCT", description: "", discountType: "percentage", discountValue: 10 } });
    const preview = await priceCheck(jsonRequest("/api/checkout/price", { items: [tee], couponCode: "tenpct" }));
    expect(await preview.json()).toEqual({ subtotal: 4998, discount: 500, total: 4498, couponCode: "TENPCT" });
    const { body } = await openPayment({ couponCode: "TENPCT" });
    expect(body).toMatchObject({ discount: 500, total: 4498 });
  });

  it.each([
    ["expired", { expiresAt: new Date("2020-01-01") }, (code: string) => `${code} has expired.`],
    ["used up", { maxUses: 3, usedCount: 3 }, (code: string) => `${code} has been used up.`],
    ["below its minimum order", { minOrderAmount: 15_000 }, (code: string) => `${code} needs an order of $150.00 or more.`],
  ])("says why a real coupon that is %s can't be used, in the checkout's check and when paying", async (_, terms, sentence) => {
    const code = `C${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
    await prisma.coupon.create({ data: { code, description: "", discountType: "fixed", discountValue: 500, ...terms } });
    const response = await priceCheck(jsonRequest("/api/checkout/price", { items: [tee], couponCode: code.toLowerCase() }));
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe(sentence(code));
    const { response: payment } = await openPayment({ couponCode: code });
    expect(payment.status).toBe(400);
    expect(await errorOf(payment)).toBe(sentence(code));
  });

  it("answers a made-up code and a switched-off one with the same sentence, which tells neither apart", async () => {
    const code = `C${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
    await prisma.coupon.create({
      data: { code, description: "", discountType: "fixed", discountValue: 500, isActive: false, expiresAt: new Date("2020-01-01"), minOrderAmount: 15_000 },
    });
    const inactive = await priceCheck(jsonRequest("/api/checkout/price", { items: [tee], couponCode: code }));
    const madeUp = await priceCheck(jsonRequest("/api/checkout/price", { items: [tee], couponCode: `X${code}` }));
    expect([inactive.status, madeUp.status]).toEqual([400, 400]);
    expect(await errorOf(inactive)).toBe("That coupon code can't be used on this order.");
    expect(await errorOf(madeUp)).toBe("That coupon code can't be used on this order.");
  });

  it("never lets a fixed discount take the total below the minimum charge", async () => {
    await prisma.coupon.create({ data: { code: "HUGE", description: "", discountType: "fixed", discountValue: 1_000_000 } });
    const response = await priceCheck(jsonRequest("/api/checkout/price", { items: [tee], couponCode: "HUGE" }));
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatch(/at least \$0\.50/);
  });

  it("redeems a coupon with 10 uses left exactly 10 times under 50 simultaneous orders", async () => {
    const coupon = await prisma.coupon.create({
      data: { code: "RUSH10", description: "", discountType: "percentage", discountValue: 5, maxUses: 12, usedCount: 2 },
    });
    const payments = [];
    for (let i = 0; i < 50; i++) {
      const { body } = await openPayment({ couponCode: "RUSH10" });
      expect((await pay(body.clientSecret)).status).toBe(200);
      payments.push(body.paymentIntentId);
    }
    const responses = await Promise.all(payments.map((id) => order(id)));
    const statuses = responses.map((r) => r.status);
    expect(
      statuses.filter((s) => s !== 201 && s !== 409),
      JSON.stringify(await Promise.all(responses.filter((r) => r.status !== 201 && r.status !== 409).map((r) => r.json()))),
    ).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect((await prisma.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).usedCount).toBe(12);
    expect(await prisma.order.count({ where: { couponId: coupon.id } })).toBe(10);
    // Charged only what became an order: the 40 others were authorised, never captured, and released.
    const intents = await prisma.sandboxPaymentIntent.groupBy({ by: ["status"], where: { id: { in: payments } }, _count: true });
    expect(Object.fromEntries(intents.map((i) => [i.status, i._count]))).toEqual({ succeeded: 10, canceled: 40 });
    expect(await prisma.sandboxRefund.count({ where: { paymentIntentId: { in: payments } } })).toBe(0);
  }, 120_000);
});

describe("one order per payment", () => {
  it("creates no order before the payment succeeds, and none for a declined card", async () => {
    const { body } = await openPayment({});
    const early = await order(body.paymentIntentId);
    expect(early.status).toBe(402);
    const declined = await pay(body.clientSecret, "4000 0000 0000 0002");
    expect(declined.status).toBe(402);
    expect(await errorOf(declined)).toBe("Your card was declined.");
    expect((await order(body.paymentIntentId)).status).toBe(402);
    expect(await prisma.order.count({ where: { paymentIntentId: body.paymentIntentId } })).toBe(0);
  });

  it("creates exactly one order from 10 simultaneous reports of the same payment", async () => {
    const { body } = await openPayment({});
    await pay(body.clientSecret);
    const responses = await Promise.all(Array.from({ length: 10 }, () => order(body.paymentIntentId)));
    expect(responses.every((r) => r.ok)).toBe(true);
    const ids = new Set(await Promise.all(responses.map(async (r) => ((await r.json()) as { orderId: number }).orderId)));
    expect(ids.size).toBe(1);
    const orders = await prisma.order.findMany({ where: { paymentIntentId: body.paymentIntentId }, include: { items: true } });
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      total: 4998,
      customerEmail: "joe@mason.test",
      status: "pending",
      paymentStatus: "paid",
      fulfillmentStatus: "pending",
      shipLine1: "1 Brick Rd",
      shipCity: "Austin",
      shipState: "TX",
      shipZip: "73301",
    });
    expect(orders[0]?.items).toEqual([
      expect.objectContaining({ name: "RCI Unisex Tee", variantName: "RCI Unisex Tee / Black / M", price: 2499, quantity: 2 }),
    ]);
    expect((await prisma.sandboxPaymentIntent.findUniqueOrThrow({ where: { id: body.paymentIntentId } })).status).toBe("succeeded");

    // Fulfilment and the confirmation are jobs, enqueued with the order: run them (twice, as a retry would).
    await workDueJobs({ budgetMs: 10_000 });
    await workDueJobs({ budgetMs: 10_000 });
    expect(await prisma.order.findUniqueOrThrow({ where: { id: orders[0]!.id } })).toMatchObject({
      fulfillmentStatus: "submitted",
      fulfillmentReference: `OFFLINE-order-${orders[0]!.id}`,
    });
    const emails = await prisma.outgoingEmail.findMany({ where: { to: "joe@mason.test", orderId: orders[0]!.id } });
    expect(emails).toHaveLength(1);
    expect(emails[0]!.text).toContain("We'll email you when it ships.");
    expect(emails[0]!.text).not.toMatch(/sent (it )?to fulfil/);
  });

  it("refuses an order when the paid amount differs from the priced total", async () => {
    const { body } = await openPayment({});
    await pay(body.clientSecret);
    await prisma.sandboxPaymentIntent.update({ where: { id: body.paymentIntentId }, data: { amount: 100 } });
    const response = await order(body.paymentIntentId);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatch(/doesn't match/);
    expect(await prisma.order.count({ where: { paymentIntentId: body.paymentIntentId } })).toBe(0);
  });

  it.each([
    ["no payment id", {}, 400],
    ["a malformed payment id", { paymentIntentId: "drop table" }, 400],
    ["an unknown payment id", { paymentIntentId: "pi_sandbox_doesnotexist" }, 404],
  ])("refuses %s", async (_, body, status) => {
    const response = await createOrder(jsonRequest("/api/create-order", body));
    expect(response.status).toBe(status);
    await errorOf(response);
  });

  it("checks test cards in the sandbox with the card form's own sentences", async () => {
    const { body } = await openPayment({});
    const refusals: [{ number: string; expiry: string; cvc: string }, string][] = [
      [{ number: "1234", expiry: "12/34", cvc: "123" }, "Your card number is incomplete."],
      [{ number: "4242 4242 4242 4241", expiry: "12/34", cvc: "123" }, "Your card number is invalid."],
      [{ number: "4242424242424242", expiry: "01/20", cvc: "123" }, "Your card's expiration date is in the past."],
      [{ number: "4242424242424242", expiry: "13/34", cvc: "123" }, "Enter the expiration date as MM/YY."],
      [{ number: "4242424242424242", expiry: "12/34", cvc: "1" }, "Your card's security code is incomplete."],
    ];
    for (const [card, sentence] of refusals) {
      const response = await confirmSandbox(jsonRequest("/api/payments/sandbox/confirm", { clientSecret: body.clientSecret, card }));
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toBe(sentence);
    }
  });
});

describe("cart lines", () => {
  it("are merged by their canonical ids: zero-padded ids can't pass the 99-per-item cap", async () => {
    const items = [
      { productId: "101", variantId: "1001", quantity: 99 },
      { productId: "0101", variantId: "01001", quantity: 99 },
    ];
    const response = await createIntent(jsonRequest("/api/create-payment-intent", { items, customerInfo: customer }));
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe("At most 99 of one item per order.");
  });
});

describe("the payment settings the prerendered checkout asks for", () => {
  it("name the running server's provider: the sandbox here, with no key", async () => {
    const { GET } = await import("@/app/api/payments/settings/route");
    const response = await GET(new Request("http://localhost/api/payments/settings"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ provider: "sandbox", publishableKey: null });
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { POST as lookUp } from "@/app/api/orders/lookup/route";
import { prisma } from "@/lib/db";
import { confirmedOrder, ordersOfCustomer } from "@/lib/orders/customer-orders";
import { RATE_LIMITS } from "@/lib/rate-limit";
import { cookieFor, createUser } from "@/tests/support/accounts";
import { customer, seedTestCatalogue } from "@/tests/support/catalogue";
import { paidSandboxPayment, reportPayment } from "@/tests/support/checkout";
import { errorOf, expectRateLimit, jsonRequest } from "@/tests/support/requests";

/** An order's own page for its customer: POST /api/orders/lookup for guests, ordersOfCustomer for accounts. */

const NOT_FOUND = "We couldn't find an order with that number and email. Check both and try again.";
const tee = { productId: "101", variantId: "1001", quantity: 2 };

let guestOrderId: number;

beforeAll(async () => {
  await seedTestCatalogue();
  guestOrderId = await placeOrder();
});

/** A paid sandbox order (signed in when a cookie is given): its number. */
async function placeOrder(cookie?: string): Promise<number> {
  const response = await reportPayment(await paidSandboxPayment([tee], { cookie }));
  expect(response.status).toBe(201);
  return ((await response.json()) as { orderId: number }).orderId;
}

describe("the confirmation page of a new order", () => {
  it("is named in the answer to the browser that placed it, and opens only with that answer's key", async () => {
    const paymentIntentId = await paidSandboxPayment([tee]);
    const response = await reportPayment(paymentIntentId);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { orderId: number; message: string; confirmationUrl: string };
    expect(body.message).toBe("Your order has been processed and sent to fulfillment.");
    const url = new URL(body.confirmationUrl, "http://shop.test");
    expect(url.pathname).toBe(`/orders/${body.orderId}/confirmed`);
    const key = url.searchParams.get("key")!;

    const shown = await confirmedOrder(String(body.orderId), key);
    expect(shown).toMatchObject({
      firstName: customer.firstName,
      email: customer.email,
      order: { id: body.orderId, total: 4998, items: [{ name: "RCI Unisex Tee", quantity: 2 }] },
    });
    // The same payment reported again answers the same page.
    expect(((await (await reportPayment(paymentIntentId)).json()) as { confirmationUrl: string }).confirmationUrl).toBe(body.confirmationUrl);

    expect(await confirmedOrder(String(guestOrderId), key)).toBeNull();
    expect(await confirmedOrder(String(body.orderId), "")).toBeNull();
    expect(await confirmedOrder(String(body.orderId), `${key.slice(0, -1)}${key.endsWith("A") ? "B" : "A"}`)).toBeNull();
    expect(await confirmedOrder("99999999999", key)).toBeNull();
    expect(await confirmedOrder("1e3", key)).toBeNull();
  });
});

const lookup = (body: unknown, ip?: string) => lookUp(jsonRequest("/api/orders/lookup", body, { ip }));

describe("POST /api/orders/lookup", () => {
  it("answers the order for its number and email, whatever the email's case", async () => {
    // Shop-only notes stay off the customer's page.
    await prisma.orderEvent.create({
      data: { orderId: guestOrderId, type: "note", message: "Shop note: call the printer.", actor: "admin:a@b.test", customerVisible: false },
    });

    const response = await lookup({ orderNumber: `#${guestOrderId}`, email: customer.email.toUpperCase() });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const order = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(order).sort()).toEqual(
      [
        "couponCode",
        "createdAt",
        "discount",
        "events",
        "fulfillmentStatus",
        "id",
        "items",
        "paymentStatus",
        "refundedAmount",
        "shippingAddress",
        "status",
        "subtotal",
        "total",
        "tracking",
      ].sort(),
    );
    expect(order).toMatchObject({
      id: guestOrderId,
      status: "pending",
      paymentStatus: "paid",
      fulfillmentStatus: "pending",
      subtotal: 4998,
      discount: 0,
      total: 4998,
      refundedAmount: 0,
      tracking: null,
    });
    expect(order.shippingAddress).toContain("1 Brick Rd");
    expect(order.items).toEqual([{ name: "RCI Unisex Tee", variantName: "RCI Unisex Tee / Black / M", image: expect.any(String), price: 2499, quantity: 2 }]);
    expect((order.events as { message: string }[]).map((event) => event.message)).toEqual(["Order placed and paid."]);
  });

  it("gives the same answer for a wrong number and for a wrong email", async () => {
    const wrongNumber = await lookup({ orderNumber: String(guestOrderId + 1000), email: customer.email });
    const wrongEmail = await lookup({ orderNumber: String(guestOrderId), email: "someone@else.test" });
    expect(wrongNumber.status).toBe(404);
    expect(wrongEmail.status).toBe(404);
    expect(await errorOf(wrongNumber)).toBe(NOT_FOUND);
    expect(await errorOf(wrongEmail)).toBe(NOT_FOUND);
  });

  it.each([
    ["no fields", {}],
    ["letters for a number", { orderNumber: "abc", email: customer.email }],
    ["a number too long for an order", { orderNumber: "1234567890", email: customer.email }],
    ["no email", { orderNumber: "1" }],
    ["an address that is not an email", { orderNumber: "1", email: "joe at mason" }],
    ["invalid JSON", "{"],
  ])("refuses %s with 400", async (_, body) => {
    const response = await lookup(body);
    expect(response.status).toBe(400);
    await errorOf(response);
  });

  it("refuses an 11th look-up from one address within 15 minutes", async () => {
    await expectRateLimit(RATE_LIMITS.orderLookup, { limit: 10, windowSeconds: 900 }, (ip) =>
      lookup({ orderNumber: String(guestOrderId), email: "guess@else.test" }, ip),
    );
  });
});

describe("orders of an account", () => {
  it("an order placed while signed in belongs to that account; a guest's to none", async () => {
    const user = await createUser("USER");
    const mine = await placeOrder(await cookieFor(user));

    expect((await prisma.order.findUniqueOrThrow({ where: { id: mine } })).userId).toBe(user.id);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: guestOrderId } })).userId).toBeNull();
    expect((await ordersOfCustomer(user.id)).map((order) => order.id)).toEqual([mine]);
    expect(await ordersOfCustomer((await createUser("USER")).id)).toEqual([]);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import * as merchandiseOrders from "@/app/api/admin/orders/route";
import * as printOrders from "@/app/api/admin/print-orders/route";
import { PATCH as printOrderStatus } from "@/app/api/admin/quotes/[id]/print-order/route";
import { POST as lookUp } from "@/app/api/orders/lookup/route";
import { prisma } from "@/lib/db";
import { cookieFor, createUser } from "@/tests/support/accounts";
import { customer, seedTestCatalogue } from "@/tests/support/catalogue";
import { paidSandboxPayment, reportPayment } from "@/tests/support/checkout";
import { workJobsUntil } from "@/tests/support/jobs";
import { adminCookie, idParams } from "@/tests/support/orders";
import { authorisedQuotePayment, confirmQuotePayment, pricedQuote, QUOTE_TOTAL } from "@/tests/support/quotes";
import { errorOf, jsonRequest } from "@/tests/support/requests";

/**
 * Print orders where orders are: the admin's Orders tab lists and searches them under their own
 * number (P-12, never a merchandise order's #12), and a guest finds one at /orders/lookup.
 */

const NOT_FOUND = "We couldn't find an order with that number and email. Check both and try again.";

type Paid = { requestId: number; printOrderId: number; email: string };
let cookie = "";
let first: Paid;
let second: Paid;
let merchandiseId: number;

/** A quote priced, paid and turned into its print order. */
async function paidPrintOrder(email: string): Promise<Paid> {
  const { token, requestId } = await pricedQuote(email);
  await authorisedQuotePayment(token);
  const confirmed = await confirmQuotePayment(token);
  expect(confirmed.status).toBe(201);
  const { printOrderId } = (await confirmed.json()) as { printOrderId: number };
  return { requestId, printOrderId, email };
}

beforeAll(async () => {
  await seedTestCatalogue();
  cookie = await adminCookie();
  first = await paidPrintOrder("ada@brickworks.test");
  second = await paidPrintOrder("bo@plumbing.test");
  const placed = await reportPayment(await paidSandboxPayment([{ productId: "101", variantId: "1001", quantity: 1 }]));
  merchandiseId = ((await placed.json()) as { orderId: number }).orderId;
});

const get = (path: string, as = cookie) => new Request(`http://localhost${path}`, { headers: { cookie: as } });
const listPrint = async (query = "") => {
  const response = await printOrders.GET(get(`/api/admin/print-orders${query}`));
  expect(response.status).toBe(200);
  return (await response.json()) as { id: number; number: string; customerEmail: string; status: string; total: number; shippingAddress: string | null }[];
};

describe("GET /api/admin/print-orders", () => {
  it("lists print orders under their P- number, newest first, with the customer, total, status and shipping address", async () => {
    const rows = await listPrint();
    expect(rows.map((row) => row.number)).toEqual([`P-${second.printOrderId}`, `P-${first.printOrderId}`]);
    expect(rows[1]).toMatchObject({
      id: first.printOrderId,
      customerEmail: "ada@brickworks.test",
      status: "paid",
      total: QUOTE_TOTAL,
      businessName: "Mason Roofing",
      product: "Business Cards",
      quantity: 500,
    });
    expect(rows[1]!.shippingAddress).toBe("Joe Mason\n12 Elm St\nSuite 4\nAustin, TX 78701\nUnited States");
  });

  it("finds one by its number, the customer's email or business, and filters by status", async () => {
    expect((await listPrint(`?q=P-${first.printOrderId}`)).map((row) => row.id)).toEqual([first.printOrderId]);
    expect((await listPrint(`?q=p${second.printOrderId}`)).map((row) => row.id)).toEqual([second.printOrderId]);
    expect((await listPrint("?q=BRICKWORKS")).map((row) => row.id)).toEqual([first.printOrderId]);
    expect(await listPrint("?q=Mason%20Roofing")).toHaveLength(2);

    const moved = await printOrderStatus(
      new Request(`http://localhost/api/admin/quotes/${second.requestId}/print-order`, {
        method: "PATCH",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify({ status: "in_production" }),
      }),
      idParams(second.requestId),
    );
    expect(moved.status).toBe(200);
    expect((await listPrint("?status=in_production")).map((row) => row.id)).toEqual([second.printOrderId]);
    const response = await printOrders.GET(get("/api/admin/print-orders?pageSize=1"));
    expect(response.headers.get("x-total-count")).toBe("2");
  });

  it("refuses a bad filter with a sentence and anyone but the admin", async () => {
    const bad = await printOrders.GET(get("/api/admin/print-orders?status=lost"));
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toBe("Status must be one of: paid, in_production, shipped, delivered.");
    const user = await cookieFor(await createUser("USER"));
    expect((await printOrders.GET(get("/api/admin/print-orders", user))).status).toBe(403);
  });

  it("leaves the merchandise list as it was: no print order in it, a P- number matches nothing", async () => {
    const merchandise = (await (await merchandiseOrders.GET(get("/api/admin/orders"))).json()) as { id: number }[];
    expect(merchandise.map((row) => row.id)).toEqual([merchandiseId]);
    expect(await (await merchandiseOrders.GET(get(`/api/admin/orders?q=P-${first.printOrderId}`))).json()).toEqual([]);
  });
});

describe("a print order's number", () => {
  it("is the P- number on the request's timeline and in the customer's receipt", async () => {
    const number = `P-${first.printOrderId}`;
    expect(await prisma.quoteEvent.findFirstOrThrow({ where: { quoteRequestId: first.requestId, type: "payment.captured" } })).toMatchObject({
      message: `Paid $114.00 by card; print order ${number} created.`,
    });
    await workJobsUntil(async () => (await prisma.outgoingEmail.count({ where: { to: first.email, subject: { startsWith: "Paid:" } } })) === 1);
    const receipt = await prisma.outgoingEmail.findFirstOrThrow({ where: { to: first.email, subject: { startsWith: "Paid:" } } });
    expect(receipt.subject).toBe(`Paid: Viralize print order ${number} (quote #${first.requestId})`);
    expect(receipt.text).toContain(`Your print order number is ${number}.`);
    expect(receipt.text).toContain("Shipping to:\nJoe Mason\n12 Elm St\nSuite 4\nAustin, TX 78701");
  });
});

describe("POST /api/orders/lookup for a print order", () => {
  const lookup = (orderNumber: string, email: string) => lookUp(jsonRequest("/api/orders/lookup", { orderNumber, email }));

  it("finds it by its P- number, however it is typed, and the email it was paid with", async () => {
    for (const typed of [`P-${first.printOrderId}`, ` p${first.printOrderId} `, `P ${first.printOrderId}`]) {
      const response = await lookup(typed, "ADA@brickworks.test");
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        kind: "print",
        id: first.printOrderId,
        number: `P-${first.printOrderId}`,
        quoteRequestId: first.requestId,
        product: "Business Cards",
        quantity: 500,
        total: QUOTE_TOTAL,
        status: "paid",
        createdAt: expect.any(String),
        shippingAddress: "Joe Mason\n12 Elm St\nSuite 4\nAustin, TX 78701\nUnited States",
      });
    }
  });

  it("answers a wrong email or number as for merchandise, and a merchandise number finds only merchandise", async () => {
    // In this file's fresh database the first print order and the merchandise order share a number.
    for (const response of [
      await lookup(`P-${first.printOrderId}`, "bo@plumbing.test"),
      await lookup("P-999999", first.email),
      await lookup(`#${first.printOrderId}`, first.email),
    ]) {
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toBe(NOT_FOUND);
    }
    const merchandise = await lookup(`#${merchandiseId}`, customer.email);
    expect(merchandise.status).toBe(200);
    expect(await merchandise.json()).toMatchObject({ id: merchandiseId, items: [{ name: "RCI Unisex Tee" }] });
    expect((await lookup(`P-${merchandiseId}`, customer.email)).status).toBe(404);
  });

  it("refuses a number that is neither kind with a sentence", async () => {
    const response = await lookup("Q-12", first.email);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe("Enter your order number, like 1042 (or P-1042 for a print order).");
  });
});

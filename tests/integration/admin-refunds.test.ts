import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// This file's worker reads its environment once: sandbox payments, the offline catalogue and
// fulfilment, jobs worked by the test (a failed one retried in 1-2 s).
Object.assign(process.env, { PAYMENTS_PROVIDER: "sandbox", MERCH_PROVIDER: "offline", JOB_RETRY_DELAY_SECONDS: "1" });
const { POST: refundRoute } = await import("@/app/api/admin/orders/[id]/refund/route");
const { POST: cancelRoute } = await import("@/app/api/admin/orders/[id]/cancel/route");
const { GET: orderRoute, PATCH: statusRoute } = await import("@/app/api/admin/orders/[id]/route");
const { prisma } = await import("@/lib/db");
const { orderPayment } = await import("@/lib/orders/payment-subject");
const { refundPayment } = await import("@/lib/settlement/refund");
const { orderStats } = await import("@/lib/orders/admin-stats");
const { revenueByLine } = await import("@/lib/ledger/figures");
const { reconcileOrders } = await import("@/lib/orders/reconcile");
const { paymentGateway } = await import("@/lib/payments");
const { sandboxGateway } = await import("@/lib/payments/sandbox");
const { Unavailable } = await import("@/lib/errors");
const { reportPayment } = await import("@/tests/support/checkout");
const { seedTestCatalogue } = await import("@/tests/support/catalogue");
const { cookieFor, createUser } = await import("@/tests/support/accounts");
const { adminCookie, adminPost, disputeSandboxPayment, emailsOf, idParams, orderOf, placeSandboxOrder, timeline } = await import("@/tests/support/orders");
const { stopJobs, workJobsDueNow } = await import("@/tests/support/jobs");
const { errorOf } = await import("@/tests/support/requests");

const tee = { productId: "101", variantId: "1001", quantity: 2 };
const TOTAL = 4998;
let admin = "";

beforeAll(async () => {
  await seedTestCatalogue();
  admin = await adminCookie();
});
afterAll(stopJobs);

type RefundBody = { amount?: number; reason: string; customerMessage?: string; requestKey: string };
type RefundAnswer = { refundId: number; amount: number; status: string };

const refund = (orderId: number, body: RefundBody, cookie = admin) =>
  refundRoute(adminPost(`/api/admin/orders/${orderId}/refund`, cookie, body), idParams(orderId));
const cancel = (orderId: number, body: { reason: string; customerMessage?: string; requestKey: string }) =>
  cancelRoute(adminPost(`/api/admin/orders/${orderId}/cancel`, admin, body), idParams(orderId));
const setStatus = (orderId: number, status: string) =>
  statusRoute(
    new Request(`http://localhost/api/admin/orders/${orderId}`, {
      method: "PATCH",
      headers: { cookie: admin, "content-type": "application/json" },
      body: JSON.stringify({ status }),
    }),
    idParams(orderId),
  );
const sandboxRefunds = (paymentIntentId: string) => prisma.sandboxRefund.findMany({ where: { paymentIntentId }, orderBy: { createdAt: "asc" } });
const revenue = async () => (await revenueByLine()).merchandise;
let keys = 0;
const requestKey = () => `refund-${process.pid}-${++keys}`;

/** A paid order whose jobs have run: submitted (offline) and confirmed by email. */
async function settledOrder() {
  const placed = await placeSandboxOrder([tee]);
  await workJobsDueNow();
  expect(await orderOf(placed.orderId)).toMatchObject({ total: TOTAL, paymentStatus: "paid", fulfillmentStatus: "submitted" });
  return placed;
}

describe("refunds through the admin API", () => {
  it("refunds part of an order: the gateway refunds it, the order, its timeline and revenue say so, and the customer is emailed", async () => {
    const { orderId, paymentIntentId } = await settledOrder();
    const before = await revenue();

    const response = await refund(orderId, { amount: 1000, reason: "Print was smudged", requestKey: requestKey() });

    expect(response.status).toBe(200);
    const answer = (await response.json()) as RefundAnswer;
    expect(answer).toMatchObject({ amount: 1000, status: "succeeded" });
    const atGateway = await sandboxRefunds(paymentIntentId);
    expect(atGateway).toEqual([expect.objectContaining({ amount: 1000, idempotencyKey: `order-${orderId}-refund-${answer.refundId}` })]);
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ paymentStatus: "partially_refunded", refundedAmount: 1000 });
    expect(order.refunds).toEqual([
      expect.objectContaining({
        id: answer.refundId,
        amount: 1000,
        status: "succeeded",
        source: "admin",
        reason: "Print was smudged",
        gatewayRefundId: atGateway[0]!.id,
      }),
    ]);
    expect((await timeline(orderId, "payment.refunded")).map((e) => e.message)).toEqual(["Refunded $10.00."]);
    expect(await revenue()).toBe(before - 1000);

    // The admin's order page shows it too.
    const detail = (await (
      await orderRoute(new Request(`http://localhost/api/admin/orders/${orderId}`, { headers: { cookie: admin } }), idParams(orderId))
    ).json()) as {
      paymentStatus: string;
      refundedAmount: number;
      refunds: { amount: number; source: string }[];
      events: { type: string }[];
    };
    expect(detail).toMatchObject({ paymentStatus: "partially_refunded", refundedAmount: 1000, refunds: [{ amount: 1000, source: "admin" }] });
    expect(detail.events.map((e) => e.type)).toEqual(expect.arrayContaining(["payment.refund_requested", "payment.refunded"]));

    await workJobsDueNow();
    const emails = await emailsOf(orderId, "refunded");
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe(`Refund for your Viralize order #${orderId}`);
  });

  it("refunds once when the refund button is clicked twice at once (one requestKey)", async () => {
    const { orderId, paymentIntentId } = await settledOrder();
    const key = requestKey();

    const responses = await Promise.all([
      refund(orderId, { amount: 1500, reason: "Late delivery", requestKey: key }),
      refund(orderId, { amount: 1500, reason: "Late delivery", requestKey: key }),
    ]);

    for (const response of responses) expect([200, 409]).toContain(response.status);
    const answers = (await Promise.all(responses.filter((r) => r.status === 200).map((r) => r.json()))) as RefundAnswer[];
    expect(answers.length).toBeGreaterThan(0);
    expect(new Set(answers.map((a) => a.refundId)).size).toBe(1);
    expect(await sandboxRefunds(paymentIntentId)).toHaveLength(1);
    expect(await orderOf(orderId)).toMatchObject({ refundedAmount: 1500, refunds: [expect.objectContaining({ amount: 1500 })] });

    // The same click arriving later still answers that one refund.
    const later = await refund(orderId, { amount: 1500, reason: "Late delivery", requestKey: key });
    expect(later.status).toBe(200);
    expect(((await later.json()) as RefundAnswer).refundId).toBe(answers[0]!.refundId);
    expect(await sandboxRefunds(paymentIntentId)).toHaveLength(1);
    expect((await orderOf(orderId)).refundedAmount).toBe(1500);
  });

  it("refunds once when the gateway made the refund but its answer was lost, and the admin tries again with the reason reworded", async () => {
    const { orderId, paymentIntentId } = await settledOrder();
    const key = requestKey();
    const made = sandboxGateway.refund;
    const lostAnswer = vi.spyOn(sandboxGateway, "refund").mockImplementationOnce(async (input) => {
      await made(input);
      throw new Unavailable("The payment provider did not answer in time.");
    });

    expect((await refund(orderId, { amount: 1500, reason: "Late delivery", requestKey: key })).status).toBe(503);
    lostAnswer.mockRestore();
    const retried = await refund(orderId, { amount: 1500, reason: "Late delivery, box crushed", requestKey: key });

    expect(retried.status).toBe(200);
    expect((await sandboxRefunds(paymentIntentId)).map((r) => [r.amount, r.reason])).toEqual([[1500, "Late delivery"]]);
    expect(await orderOf(orderId)).toMatchObject({
      refundedAmount: 1500,
      refunds: [expect.objectContaining({ status: "succeeded", reason: "Late delivery" })],
    });
  });

  it("refuses more than what is left of the payment, and refunds nothing", async () => {
    const { orderId, paymentIntentId } = await settledOrder();
    expect((await refund(orderId, { amount: 4000, reason: "Wrong size", requestKey: requestKey() })).status).toBe(200);

    const response = await refund(orderId, { amount: 1000, reason: "Wrong size", requestKey: requestKey() });

    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe("At most $9.98 of this order can still be refunded.");
    expect(await sandboxRefunds(paymentIntentId)).toHaveLength(1);
    expect(await orderOf(orderId)).toMatchObject({ refundedAmount: 4000, paymentStatus: "partially_refunded" });
  });

  it.each([
    ["nothing", 0],
    ["a negative amount", -1000],
  ])("refuses a refund of %s, and refunds nothing", async (_, amount) => {
    const { orderId, paymentIntentId } = await settledOrder();

    const response = await refund(orderId, { amount, reason: "Print was smudged", requestKey: requestKey() });

    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe("Refund at least 1 cent.");
    expect(await sandboxRefunds(paymentIntentId)).toHaveLength(0);
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: "paid", refundedAmount: 0, refunds: [] });
  });

  it.each([
    ["nothing", 0],
    ["a negative amount", -1000],
    ["a part of a cent", 0.5],
  ])("refuses a refund of %s in lib too, whatever called it, and refunds nothing", async (_, amount) => {
    const { orderId, paymentIntentId } = await settledOrder();
    const subject = (await orderPayment({ id: orderId }))!;

    await expect(refundPayment(subject, { amount, reason: "Print was smudged", requestKey: requestKey() }, { source: "refused" })).rejects.toThrow(
      "Refund at least 1 cent.",
    );
    expect(await sandboxRefunds(paymentIntentId)).toHaveLength(0);
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: "paid", refundedAmount: 0, refunds: [] });
  });

  it.each([
    ["a visitor who is not signed in", async () => "", 401],
    ["a signed-in customer", async () => cookieFor(await createUser("USER")), 403],
    ["an admin who has not entered the PIN", async () => cookieFor(await createUser("ADMIN")), 403],
  ])("refuses a refund from %s, and refunds nothing", async (_, cookie, status) => {
    const { orderId, paymentIntentId } = await settledOrder();

    const response = await refund(orderId, { amount: 1000, reason: "Just because", requestKey: requestKey() }, await cookie());

    expect(response.status).toBe(status);
    await errorOf(response);
    expect(await sandboxRefunds(paymentIntentId)).toHaveLength(0);
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: "paid", refundedAmount: 0, refunds: [] });
  });

  it("refunds everything left when no amount is given: the order is refunded and brings in nothing", async () => {
    const { orderId, paymentIntentId } = await settledOrder();
    const before = await revenue();
    expect((await refund(orderId, { amount: 1000, reason: "Smudged", requestKey: requestKey() })).status).toBe(200);

    const response = await refund(orderId, { reason: "Never arrived", requestKey: requestKey() });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ amount: TOTAL - 1000, status: "succeeded" });
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: "refunded", refundedAmount: TOTAL });
    expect((await sandboxRefunds(paymentIntentId)).map((r) => r.amount)).toEqual([1000, TOTAL - 1000]);
    expect(await revenue()).toBe(before - TOTAL);

    const more = await refund(orderId, { amount: 1, reason: "One more", requestKey: requestKey() });
    expect(more.status).toBe(409);
    expect(await errorOf(more)).toMatch(/refunded in full/);
    expect(await sandboxRefunds(paymentIntentId)).toHaveLength(2);
  });

  it("refuses a refund while the customer's bank disputes the payment", async () => {
    const { orderId, paymentIntentId } = await settledOrder();
    await disputeSandboxPayment(paymentIntentId, "needs_response");
    await reconcileOrders();
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: "disputed", disputeStatus: "needs_response" });

    const response = await refund(orderId, { amount: 1000, reason: "Goodwill", requestKey: requestKey() });

    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatch(/disputed/);
    expect(await sandboxRefunds(paymentIntentId)).toHaveLength(0);
  });
});

describe("cancelling through the admin API", () => {
  it("cancels an order: fulfilment stopped, the rest refunded once on a double click, the customer told, revenue without it", async () => {
    const { orderId, paymentIntentId } = await settledOrder();
    const before = await revenue();
    expect((await refund(orderId, { amount: 1000, reason: "Smudged", requestKey: requestKey() })).status).toBe(200);
    const key = requestKey();

    const responses = await Promise.all([
      cancel(orderId, { reason: "Customer asked", requestKey: key }),
      cancel(orderId, { reason: "Customer asked", requestKey: key }),
    ]);

    expect(responses.map((r) => r.status)).toContain(200);
    for (const response of responses) expect([200, 409]).toContain(response.status);
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ status: "cancelled", fulfillmentStatus: "cancelled", paymentStatus: "refunded", refundedAmount: TOTAL });
    expect(order.refunds.map((r) => [r.source, r.amount, r.status])).toEqual([
      ["admin", 1000, "succeeded"],
      ["cancel", TOTAL - 1000, "succeeded"],
    ]);
    expect((await sandboxRefunds(paymentIntentId)).map((r) => r.amount)).toEqual([1000, TOTAL - 1000]);
    expect(await timeline(orderId, "order.cancelled")).toHaveLength(1);
    expect(await revenue()).toBe(before - TOTAL);
    expect((await orderStats()).totalOrders).toBeGreaterThan(0);

    await workJobsDueNow();
    expect(await emailsOf(orderId, "cancelled")).toHaveLength(1);

    // The browser reporting that payment again answers the same order: no second one, still cancelled.
    const replay = await reportPayment(paymentIntentId);
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as { orderId: number }).orderId).toBe(orderId);
    expect(await prisma.order.count({ where: { paymentIntentId } })).toBe(1);
    expect((await orderOf(orderId)).status).toBe("cancelled");
    expect(await sandboxRefunds(paymentIntentId)).toHaveLength(2);
  });
});

describe("'Cancelled' in the status list", () => {
  it("is never set alone: the order keeps its status, payment, fulfilment and revenue until the real cancel runs", async () => {
    const { orderId, paymentIntentId } = await settledOrder();
    const before = await revenue();

    const response = await setStatus(orderId, "cancelled");

    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatch(/Cancel order/);
    expect(await orderOf(orderId)).toMatchObject({ status: "pending", paymentStatus: "paid", fulfillmentStatus: "submitted", refundedAmount: 0 });
    expect(await timeline(orderId, "order.status_changed")).toHaveLength(0);
    expect(await sandboxRefunds(paymentIntentId)).toHaveLength(0);
    expect(await revenue()).toBe(before);

    // The other statuses still go from any to any.
    for (const status of ["shipped", "processing"]) expect((await setStatus(orderId, status)).status).toBe(200);
    expect((await orderOf(orderId)).status).toBe("processing");
  });

  it("is final once the order is cancelled: no other status is set, and Pending Orders doesn't count it again", async () => {
    const { orderId } = await settledOrder();
    expect((await cancel(orderId, { reason: "Customer asked", requestKey: requestKey() })).status).toBe(200);
    const pendingBefore = (await orderStats()).pendingOrders;

    for (const status of ["pending", "processing", "shipped", "delivered"]) {
      const response = await setStatus(orderId, status);
      expect(response.status).toBe(409);
      expect(await errorOf(response)).toBe("This order is cancelled, so its status can't change anymore.");
    }

    expect(await orderOf(orderId)).toMatchObject({ status: "cancelled", fulfillmentStatus: "cancelled", paymentStatus: "refunded" });
    expect(await timeline(orderId, "order.status_changed")).toHaveLength(0);
    expect((await orderStats()).pendingOrders).toBe(pendingBefore);
  });

  it("left by the old status list, is completed by Cancel: fulfilment stopped, the payment refunded, the customer told", async () => {
    const { orderId, paymentIntentId } = await settledOrder();
    // What setting "cancelled" from the status list used to leave: the status alone.
    await prisma.order.update({ where: { id: orderId }, data: { status: "cancelled" } });

    const response = await cancel(orderId, { reason: "Customer asked", requestKey: requestKey() });

    expect(response.status).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ status: "cancelled", fulfillmentStatus: "cancelled", paymentStatus: "refunded", refundedAmount: TOTAL });
    expect((await sandboxRefunds(paymentIntentId)).map((r) => r.amount)).toEqual([TOTAL]);
    expect(await timeline(orderId, "order.cancelled")).toHaveLength(1);
    await workJobsDueNow();
    expect(await emailsOf(orderId, "cancelled")).toHaveLength(1);
  });
});

describe("what the customer is emailed", () => {
  const amountsIn = (texts: string[]) => texts.map((text) => /refunded (\$[\d,.]+)/.exec(text)?.[1]);

  it("each refund email states that refund's amount, not the running total", async () => {
    const { orderId, paymentIntentId } = await settledOrder();
    expect((await refund(orderId, { amount: 1000, reason: "Smudged", requestKey: requestKey() })).status).toBe(200);
    expect((await refund(orderId, { amount: 1500, reason: "Late", requestKey: requestKey() })).status).toBe(200);
    // One made in the payment provider's own dashboard, found by reconciliation.
    await paymentGateway().refund({ paymentIntentId, amount: 700, idempotencyKey: `dashboard-${requestKey()}` });
    await reconcileOrders();
    expect((await orderOf(orderId)).refundedAmount).toBe(3200);

    await workJobsDueNow();

    expect(amountsIn((await emailsOf(orderId, "refunded")).map((email) => email.text))).toEqual(["$10.00", "$15.00", "$7.00"]);
  });

  it("carries the admin's message to the customer; the internal reasons stay with the shop", async () => {
    const { orderId } = await settledOrder();
    const refundMessage = "Sorry one shirt had a smudge: here is $10 back.";
    const cancelMessage = "As we discussed on the phone, your order won't be made.";
    expect((await refund(orderId, { amount: 1000, reason: "Printer P3 smudges again", customerMessage: refundMessage, requestKey: requestKey() })).status).toBe(
      200,
    );
    expect((await cancel(orderId, { reason: "Card looks stolen, per Ada", customerMessage: cancelMessage, requestKey: requestKey() })).status).toBe(200);

    await workJobsDueNow();

    const [refunded] = await emailsOf(orderId, "refunded");
    expect(refunded!.text).toContain(refundMessage);
    expect(refunded!.text).toContain("$10.00");
    const [cancelled] = await emailsOf(orderId, "cancelled");
    expect(cancelled!.text).toContain(cancelMessage);
    expect(cancelled!.text).toContain(`refunded $${((TOTAL - 1000) / 100).toFixed(2)}`);
    const customerSees = [
      refunded!.text,
      cancelled!.text,
      ...(await prisma.orderEvent.findMany({ where: { orderId, customerVisible: true } })).map((event) => event.message),
    ].join("\n");
    expect(customerSees).not.toMatch(/P3|stolen|Ada/);
    // The shop still has its reasons.
    expect((await timeline(orderId, "order.cancelled")).map((event) => event.message)).toEqual(["Order cancelled: Card looks stolen, per Ada"]);
    expect((await orderOf(orderId)).refunds.map((r) => r.reason)).toEqual(["Printer P3 smudges again", "Cancelled: Card looks stolen, per Ada"]);
  });

  it("without a message, the emails say only what happened", async () => {
    const { orderId } = await settledOrder();
    expect((await cancel(orderId, { reason: "Duplicate order", requestKey: requestKey() })).status).toBe(200);
    await workJobsDueNow();
    const [cancelled] = await emailsOf(orderId, "cancelled");
    expect(cancelled!.text).toContain(`refunded $${(TOTAL / 100).toFixed(2)}`);
    expect(cancelled!.text).not.toContain("Duplicate");
  });
});

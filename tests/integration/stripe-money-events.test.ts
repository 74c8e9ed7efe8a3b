import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { FAULTS, type FakeRequest } from "@/tests/fakes/http-server";
import { switchToFakeStripe } from "@/tests/support/stripe-env";
import { signedWebhookRequest, stripeEvent } from "@/tests/support/stripe-webhooks";

// Payments at a local fake Stripe, the offline catalogue and fulfilment, jobs worked by the test
// (a failed one retried in 1-2 s).
const WEBHOOK_SECRET = "whsec_money_events";
const fake = await switchToFakeStripe(WEBHOOK_SECRET, {
  MERCH_PROVIDER: "offline",
  JOB_RETRY_DELAY_SECONDS: "1",
});
const { POST: createIntent } = await import("@/app/api/create-payment-intent/route");
const { POST: createOrder } = await import("@/app/api/create-order/route");
const { POST: webhook } = await import("@/app/api/webhooks/stripe/route");
const { POST: refundRoute } = await import("@/app/api/admin/orders/[id]/refund/route");
const { POST: cancelRoute } = await import("@/app/api/admin/orders/[id]/cancel/route");
const { prisma } = await import("@/lib/db");
const { openDisputes, revenueByLine } = await import("@/lib/ledger/figures");
const { reconcileOrders } = await import("@/lib/orders/reconcile");
const { DAY_MS } = await import("@/lib/time");
const { customer, seedTestCatalogue } = await import("@/tests/support/catalogue");
const { adminCookie, adminPost, emailsOf, idParams, orderOf, timeline } = await import("@/tests/support/orders");
const { jobRows, stopJobs, workJobsDueNow } = await import("@/tests/support/jobs");
const { errorOf, jsonRequest } = await import("@/tests/support/requests");

const tee = { productId: "101", variantId: "1001", quantity: 2 };
const TOTAL = 4998;

let admin = "";
beforeAll(async () => {
  await seedTestCatalogue();
  admin = await adminCookie();
});
afterEach(() => fake.heal());
afterAll(async () => {
  await stopJobs();
  await fake.close();
});

/** Opens a Stripe payment for the cart (manual capture), optionally with a coupon: its id. */
async function openPayment(couponCode?: string): Promise<string> {
  const response = await createIntent(
    jsonRequest("/api/create-payment-intent", { items: [tee], customerInfo: customer, ...(couponCode ? { couponCode } : {}) }),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { paymentIntentId: string }).paymentIntentId;
}

const reportPayment = (paymentIntentId: string) => createOrder(jsonRequest("/api/create-order", { paymentIntentId }));

/** A card authorised at Stripe and reported by the browser: the order, captured, its jobs done. */
async function paidOrder(): Promise<{ paymentIntentId: string; orderId: number }> {
  const paymentIntentId = await openPayment();
  fake.authorise(paymentIntentId);
  const response = await reportPayment(paymentIntentId);
  expect(response.status).toBe(201);
  const { orderId } = (await response.json()) as { orderId: number };
  await workJobsDueNow();
  expect(fake.intents.get(paymentIntentId)?.status).toBe("succeeded");
  expect(await orderOf(orderId)).toMatchObject({ total: TOTAL, paymentStatus: "paid", refundedAmount: 0 });
  return { paymentIntentId, orderId };
}

let events = 0;
const eventId = () => `evt_money_${++events}`;
const deliver = (payload: string, secret = WEBHOOK_SECRET) => webhook(signedWebhookRequest(payload, secret));
const chargeRefunded = (id: string, paymentIntentId: string) =>
  stripeEvent(id, "charge.refunded", { id: `ch_${paymentIntentId}`, object: "charge", payment_intent: paymentIntentId });
const refundEvent = (id: string, type: string, refund: { id: string; payment_intent: string; status: string }) =>
  stripeEvent(id, type, { ...refund, object: "refund" });
const disputeEvent = (id: string, type: string, dispute: { id: string; payment_intent: string; status: string }) =>
  stripeEvent(id, type, { ...dispute, object: "dispute" });

/** Delivers a signed event (200), then works the jobs it queued, as the response's after() would. */
async function deliverAndWork(payload: string): Promise<unknown> {
  const response = await deliver(payload);
  expect(response.status).toBe(200);
  const body = await response.json();
  await workJobsDueNow();
  return body;
}

describe("refunds made in Stripe's dashboard", () => {
  it("shows a dashboard refund on the order once its charge.refunded webhook arrives, with a timeline entry and one email", async () => {
    const { paymentIntentId, orderId } = await paidOrder();
    const made = fake.refundInDashboard(paymentIntentId, 1500);
    const payload = chargeRefunded(eventId(), paymentIntentId);

    const response = await deliver(payload);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    // The webhook only queued a sync of the payment; the job reads Stripe and updates the order.
    expect((await jobRows("payment.sync")).filter((j) => j.data.paymentIntentId === paymentIntentId && j.state === "created")).toHaveLength(1);
    await workJobsDueNow();
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ paymentStatus: "partially_refunded", refundedAmount: 1500 });
    expect(order.refunds).toEqual([expect.objectContaining({ gatewayRefundId: made.id, amount: 1500, status: "succeeded", source: "stripe" })]);
    expect(await timeline(orderId, "payment.refund_found")).toHaveLength(1);
    expect((await timeline(orderId, "payment.refunded")).map((e) => e.message)).toEqual(["Refunded $15.00."]);
    expect(await emailsOf(orderId, "refunded")).toHaveLength(1);

    // Stripe delivering the same event again is acknowledged and changes nothing.
    expect(await deliverAndWork(payload)).toEqual({ received: true, duplicate: true });
    // Another event about the same refund re-reads Stripe and finds nothing new.
    await deliverAndWork(refundEvent(eventId(), "charge.refund.updated", { id: made.id, payment_intent: paymentIntentId, status: "succeeded" }));
    const after = await orderOf(orderId);
    expect(after).toMatchObject({ paymentStatus: "partially_refunded", refundedAmount: 1500 });
    expect(after.refunds).toHaveLength(1);
    expect(await timeline(orderId, "payment.refunded")).toHaveLength(1);
    expect(await emailsOf(orderId, "refunded")).toHaveLength(1);

    // The rest refunded in the dashboard too: refunded in full, and a second email for it.
    fake.refundInDashboard(paymentIntentId, TOTAL - 1500);
    await deliverAndWork(chargeRefunded(eventId(), paymentIntentId));
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: "refunded", refundedAmount: TOTAL, refunds: [expect.anything(), expect.anything()] });
    expect(await emailsOf(orderId, "refunded")).toHaveLength(2);
  });

  it("ends the same when refund.updated arrives before charge.refunded", async () => {
    const { paymentIntentId, orderId } = await paidOrder();
    const made = fake.refundInDashboard(paymentIntentId, TOTAL);

    await deliverAndWork(refundEvent(eventId(), "refund.updated", { id: made.id, payment_intent: paymentIntentId, status: "succeeded" }));
    await deliverAndWork(chargeRefunded(eventId(), paymentIntentId));
    await deliverAndWork(refundEvent(eventId(), "refund.created", { id: made.id, payment_intent: paymentIntentId, status: "pending" }));

    const order = await orderOf(orderId);
    expect(order).toMatchObject({ paymentStatus: "refunded", refundedAmount: TOTAL });
    expect(order.refunds).toEqual([expect.objectContaining({ gatewayRefundId: made.id, amount: TOTAL, status: "succeeded", source: "stripe" })]);
    expect(await timeline(orderId, "payment.refunded")).toHaveLength(1);
    expect(await emailsOf(orderId, "refunded")).toHaveLength(1);
  });

  it("counts a pending dashboard refund only once Stripe says it succeeded", async () => {
    const { paymentIntentId, orderId } = await paidOrder();
    const made = fake.refundInDashboard(paymentIntentId, 2000, "pending");

    await deliverAndWork(refundEvent(eventId(), "refund.created", { id: made.id, payment_intent: paymentIntentId, status: "pending" }));
    expect(await orderOf(orderId)).toMatchObject({
      paymentStatus: "paid",
      refundedAmount: 0,
      refunds: [expect.objectContaining({ status: "pending", amount: 2000 })],
    });
    expect(await emailsOf(orderId, "refunded")).toHaveLength(0);

    made.status = "succeeded";
    await deliverAndWork(refundEvent(eventId(), "refund.updated", { id: made.id, payment_intent: paymentIntentId, status: "succeeded" }));

    expect(await orderOf(orderId)).toMatchObject({
      paymentStatus: "partially_refunded",
      refundedAmount: 2000,
      refunds: [expect.objectContaining({ status: "succeeded" })],
    });
    expect(await timeline(orderId, "payment.refund_succeeded")).toHaveLength(1);
    expect(await emailsOf(orderId, "refunded")).toHaveLength(1);
  });
});

describe("disputes", () => {
  it("marks the order disputed while the bank's dispute is open, counts it on the dashboard, and paid again when it is won", async () => {
    const { paymentIntentId, orderId } = await paidOrder();
    const [revenueBefore, disputesBefore] = await Promise.all([revenueByLine(), openDisputes()]);
    const dispute = fake.openDispute(paymentIntentId, "needs_response");

    await deliverAndWork(disputeEvent(eventId(), "charge.dispute.created", dispute));

    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: "disputed", disputeStatus: "needs_response", disputedAmount: TOTAL });
    expect(await timeline(orderId, "payment.dispute_opened")).toHaveLength(1);
    expect((await openDisputes()).merchandise).toBe(disputesBefore.merchandise + 1);

    const won = fake.openDispute(paymentIntentId, "won");
    await deliverAndWork(disputeEvent(eventId(), "charge.dispute.closed", won));

    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: "paid", disputeStatus: "won" });
    expect(await timeline(orderId, "payment.dispute_closed")).toHaveLength(1);
    expect((await openDisputes()).merchandise).toBe(disputesBefore.merchandise);
    expect((await revenueByLine()).merchandise).toBe(revenueBefore.merchandise);
  });

  it("takes a lost dispute's amount out of revenue", async () => {
    const { paymentIntentId, orderId } = await paidOrder();
    const [revenueBefore, disputesBefore] = await Promise.all([revenueByLine(), openDisputes()]);

    // The dispute's events arrive closing-first: the order still ends as Stripe says.
    const lost = fake.openDispute(paymentIntentId, "lost");
    await deliverAndWork(disputeEvent(eventId(), "charge.dispute.closed", lost));
    await deliverAndWork(disputeEvent(eventId(), "charge.dispute.created", { ...lost, status: "needs_response" }));

    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: "disputed", disputeStatus: "lost", disputedAmount: TOTAL });
    expect((await revenueByLine()).merchandise).toBe(revenueBefore.merchandise - TOTAL);
    expect((await openDisputes()).merchandise).toBe(disputesBefore.merchandise);
  });

  it("books a dispute on the days Stripe opened and closed it, however late reconciliation finds it", async () => {
    const { paymentIntentId } = await paidOrder();
    // Stripe dates in whole seconds.
    const [opened, lost] = [5, 2].map((days) => new Date(Math.floor((Date.now() - days * DAY_MS) / 1000) * 1000));
    fake.openDispute(paymentIntentId, "needs_response", opened);
    fake.openDispute(paymentIntentId, "lost", lost);

    // No webhook came: the sync every ten minutes finds the dispute days later.
    await reconcileOrders();

    const movements = await prisma.ledgerEntry.findMany({
      where: { paymentIntentId, kind: { in: ["dispute_opened", "dispute_lost"] } },
      orderBy: { id: "asc" },
    });
    expect(movements.map((m) => [m.kind, m.occurredAt])).toEqual([
      ["dispute_opened", opened],
      ["dispute_lost", lost],
    ]);
  });
});

describe("webhooks that change nothing, and payments that make no order", () => {
  it("refuses a money event with a bad signature, recording and queueing nothing", async () => {
    const { paymentIntentId, orderId } = await paidOrder();
    fake.refundInDashboard(paymentIntentId, 1000);
    const id = eventId();

    const response = await deliver(chargeRefunded(id, paymentIntentId), "whsec_someone_else");

    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatch(/signature/);
    expect(await prisma.webhookEvent.count({ where: { id } })).toBe(0);
    expect((await jobRows("payment.sync")).filter((j) => j.data.paymentIntentId === paymentIntentId)).toHaveLength(0);
    await workJobsDueNow();
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: "paid", refundedAmount: 0, refunds: [] });
  });

  it("marks the checkout failed with the bank's words when payment_intent.payment_failed arrives", async () => {
    const paymentIntentId = await openPayment();

    await deliverAndWork(
      stripeEvent(eventId(), "payment_intent.payment_failed", {
        id: paymentIntentId,
        object: "payment_intent",
        last_payment_error: { message: "Your card has insufficient funds." },
      }),
    );

    expect(await prisma.checkout.findUniqueOrThrow({ where: { paymentIntentId } })).toMatchObject({
      status: "failed",
      failureReason: "Your card has insufficient funds.",
    });
    expect(await prisma.order.count({ where: { paymentIntentId } })).toBe(0);
  });

  it("makes no order for a payment refunded in the dashboard before its order was made, however often it is reported", async () => {
    const paymentIntentId = await openPayment();
    fake.succeed(paymentIntentId);
    fake.refundInDashboard(paymentIntentId, 1000);

    const response = await reportPayment(paymentIntentId);

    expect(response.status).toBe(409);
    expect(await errorOf(response)).toBe("This payment has been refunded, so no order was made.");
    expect(await prisma.order.count({ where: { paymentIntentId } })).toBe(0);
    expect(await prisma.checkout.findUniqueOrThrow({ where: { paymentIntentId } })).toMatchObject({ status: "refused" });
    // The rest of the payment goes back to the customer: nothing is kept for an order that isn't.
    const refunded = () => fake.refunds.filter((r) => r.payment_intent === paymentIntentId).reduce((sum, r) => sum + r.amount, 0);
    expect(refunded()).toBe(TOTAL);

    const replays = await Promise.all([
      reportPayment(paymentIntentId),
      deliver(stripeEvent(eventId(), "payment_intent.succeeded", { id: paymentIntentId, object: "payment_intent" })),
    ]);
    expect(replays.map((r) => r.status)).toEqual([409, 200]);
    expect(await prisma.order.count({ where: { paymentIntentId } })).toBe(0);
    expect(fake.refunds.filter((r) => r.payment_intent === paymentIntentId)).toHaveLength(2);
    expect(refunded()).toBe(TOTAL);
    await workJobsDueNow();
    // The money taken and both refunds (the dashboard's and ours) are in the ledger: net zero.
    const [dashboard, ours] = fake.refunds.filter((r) => r.payment_intent === paymentIntentId);
    const movements = await prisma.ledgerEntry.findMany({ where: { paymentIntentId }, orderBy: { id: "asc" } });
    expect(movements.map((m) => [m.line, m.kind, m.amount, m.orderId, m.movementKey, m.actor])).toEqual([
      ["merchandise", "capture", TOTAL, null, `capture:${paymentIntentId}`, "customer"],
      ["merchandise", "refund", 1000, null, `refund:${dashboard!.id}`, "stripe"],
      ["merchandise", "refund", TOTAL - 1000, null, `refund:${ours!.id}`, "system"],
    ]);
    expect(movements.reduce((sum, m) => sum + m.net, 0)).toBe(0);
  });

  it("releases the card's hold, never capturing it, when the coupon was used up by others between payment and order", async () => {
    const coupon = await prisma.coupon.create({ data: { code: "LASTONE", description: "", discountType: "fixed", discountValue: 500, maxUses: 1 } });
    const paymentIntentId = await openPayment("LASTONE");
    // Someone else's order takes the coupon's last use meanwhile.
    await prisma.coupon.update({ where: { id: coupon.id }, data: { usedCount: 1 } });
    fake.authorise(paymentIntentId);

    const response = await reportPayment(paymentIntentId);

    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatch(/coupon was used up/);
    expect(fake.intents.get(paymentIntentId)?.status).toBe("canceled");
    expect(fake.requests.filter((r) => r.path === `/v1/payment_intents/${paymentIntentId}/capture`)).toHaveLength(0);
    expect(fake.refunds.filter((r) => r.payment_intent === paymentIntentId)).toHaveLength(0);
    expect(await prisma.order.count({ where: { paymentIntentId } })).toBe(0);
    expect((await prisma.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).usedCount).toBe(1);
    expect(await prisma.checkout.findUniqueOrThrow({ where: { paymentIntentId } })).toMatchObject({ status: "refused" });
  });
});

describe("admin refunds while Stripe fails", () => {
  const refundCalls = (r: FakeRequest) => r.method === "POST" && r.path === "/v1/refunds";
  const refund = (orderId: number, body: { amount?: number; reason: string; requestKey: string }) =>
    refundRoute(adminPost(`/api/admin/orders/${orderId}/refund`, admin, body), idParams(orderId));
  const stripeRefunds = (paymentIntentId: string) => fake.refunds.filter((r) => r.payment_intent === paymentIntentId);

  it("makes the refund when the admin tries the same refund again after Stripe failed it", async () => {
    const { paymentIntentId, orderId } = await paidOrder();
    // Stripe answers 500 to the call and to the SDK's two retries.
    fake.inject(FAULTS.serverError, { when: refundCalls, times: 3 });

    const failed = await refund(orderId, { amount: 1000, reason: "Smudged", requestKey: "stripe-down-refund-1" });

    expect(failed.status).toBe(502);
    expect(await errorOf(failed)).toMatch(/try again in a minute/);
    expect(stripeRefunds(paymentIntentId)).toHaveLength(0);
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: "paid", refundedAmount: 0, refunds: [expect.objectContaining({ status: "failed" })] });
    expect(await timeline(orderId, "payment.refund_failed")).toHaveLength(1);

    const retried = await refund(orderId, { amount: 1000, reason: "Smudged", requestKey: "stripe-down-refund-1" });

    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({ amount: 1000, status: "succeeded" });
    expect(stripeRefunds(paymentIntentId).map((r) => r.amount)).toEqual([1000]);
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ paymentStatus: "partially_refunded", refundedAmount: 1000 });
    expect(order.refunds).toEqual([expect.objectContaining({ status: "succeeded", gatewayRefundId: stripeRefunds(paymentIntentId)[0]!.id })]);
  });

  it("refunds once when Stripe made the refund but its answer never came, and the admin tries again", async () => {
    const { paymentIntentId, orderId } = await paidOrder();
    // Each call is done at Stripe but answered after the client's 1 s timeout.
    fake.inject(FAULTS.slow(1_500), { when: refundCalls, times: 3 });

    const lost = await refund(orderId, { amount: 1000, reason: "Smudged", requestKey: "stripe-slow-refund-1" });

    expect(lost.status).toBe(504);
    expect(stripeRefunds(paymentIntentId)).toHaveLength(1);

    const retried = await refund(orderId, { amount: 1000, reason: "Smudged", requestKey: "stripe-slow-refund-1" });

    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({ amount: 1000, status: "succeeded" });
    expect(stripeRefunds(paymentIntentId)).toHaveLength(1);
    expect(await orderOf(orderId)).toMatchObject({
      paymentStatus: "partially_refunded",
      refundedAmount: 1000,
      refunds: [expect.objectContaining({ status: "succeeded" })],
    });
  });

  it("refunds a cancelled order when the cancellation is tried again after Stripe failed its refund", async () => {
    const { paymentIntentId, orderId } = await paidOrder();
    fake.inject(FAULTS.serverError, { when: refundCalls, times: 3 });
    const cancel = () =>
      cancelRoute(adminPost(`/api/admin/orders/${orderId}/cancel`, admin, { reason: "Customer asked", requestKey: "stripe-down-cancel-1" }), idParams(orderId));

    expect((await cancel()).status).toBe(502);
    expect(await orderOf(orderId)).toMatchObject({ status: "cancelled", refundedAmount: 0 });

    const retried = await cancel();

    expect(retried.status).toBe(200);
    expect(stripeRefunds(paymentIntentId).map((r) => r.amount)).toEqual([TOTAL]);
    expect(await orderOf(orderId)).toMatchObject({ status: "cancelled", paymentStatus: "refunded", refundedAmount: TOTAL });
  });
});

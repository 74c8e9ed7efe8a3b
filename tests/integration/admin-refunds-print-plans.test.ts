import { afterAll, beforeAll, describe, expect, it } from "vitest";

// This file's worker reads its environment once: sandbox payments, jobs worked by the test.
Object.assign(process.env, { PAYMENTS_PROVIDER: "sandbox", JOB_RETRY_DELAY_SECONDS: "1" });
const { POST: printRefundRoute } = await import("@/app/api/admin/print-orders/[id]/refund/route");
const { POST: invoiceRefundRoute } = await import("@/app/api/admin/invoices/[id]/refund/route");
const { prisma } = await import("@/lib/db");
const { revenueByLine, openDisputes } = await import("@/lib/ledger/figures");
const { subscriberInvoices } = await import("@/lib/billing/admin-subscribers");
const { paymentGateway } = await import("@/lib/payments");
const { reconcilePrintOrderMoney } = await import("@/lib/quotes/reconcile");
const { reconcileInvoiceMoney } = await import("@/lib/billing/reconcile");
const { cookieFor, createUser } = await import("@/tests/support/accounts");
const { adminCookie, adminPost, disputeSandboxPayment, idParams } = await import("@/tests/support/orders");
const { startedPlan } = await import("@/tests/support/plans");
const { paidPrintOrder, QUOTE_TOTAL } = await import("@/tests/support/quotes");
const { stopJobs, workJobsDueNow } = await import("@/tests/support/jobs");
const { errorOf } = await import("@/tests/support/requests");

const PROFESSIONAL = 9700;
let admin = "";
let keys = 0;
const requestKey = () => `refund-${process.pid}-${++keys}`;

beforeAll(async () => {
  admin = await adminCookie();
});
afterAll(stopJobs);

type RefundBody = { amount?: number; reason: string; customerMessage?: string; requestKey: string };
type RefundAnswer = { refundId: number; amount: number; status: string };

const refundPrint = (id: number, body: RefundBody, cookie = admin) =>
  printRefundRoute(adminPost(`/api/admin/print-orders/${id}/refund`, cookie, body), idParams(id));
const refundInvoice = (id: number, body: RefundBody, cookie = admin) =>
  invoiceRefundRoute(adminPost(`/api/admin/invoices/${id}/refund`, cookie, body), idParams(id));
const sandboxRefunds = (paymentIntentId: string) => prisma.sandboxRefund.findMany({ where: { paymentIntentId }, orderBy: { createdAt: "asc" } });
const printOrderOf = (id: number) => prisma.printOrder.findUniqueOrThrow({ where: { id }, include: { refunds: { orderBy: { id: "asc" } } } });
const quoteEvents = async (quoteRequestId: number, type: string) =>
  (await prisma.quoteEvent.findMany({ where: { quoteRequestId, type }, orderBy: { id: "asc" } })).map((e) => e.message);
const planEvents = async (subscriptionId: string, type: string) =>
  (await prisma.subscriptionEvent.findMany({ where: { subscriptionId, type }, orderBy: { id: "asc" } })).map((e) => e.message);

/** A running Professional plan of a new customer: the plan's id and its one paid invoice. */
async function paidInvoice() {
  const subscriptionId = await startedPlan(await cookieFor(await createUser("USER")), "professional");
  const invoice = await prisma.subscriptionInvoice.findFirstOrThrow({ where: { subscriptionId } });
  return { subscriptionId, invoice };
}

describe("refunding a print order from the admin", () => {
  it("refunds part, then the rest: the gateway under a key from our ids, the print order, its timeline, the audit log, revenue and the customer's emails with each refund's amount", async () => {
    const { printOrderId, paymentIntentId, requestId } = await paidPrintOrder();
    const before = await revenueByLine();

    const first = await refundPrint(printOrderId, { amount: 2500, reason: "Design touch-up not needed", requestKey: requestKey() });

    expect(first.status).toBe(200);
    const answer = (await first.json()) as RefundAnswer;
    expect(answer).toMatchObject({ amount: 2500, status: "succeeded" });
    expect(await sandboxRefunds(paymentIntentId)).toEqual([
      expect.objectContaining({ amount: 2500, idempotencyKey: `print-${printOrderId}-refund-${answer.refundId}` }),
    ]);
    expect(await printOrderOf(printOrderId)).toMatchObject({
      paymentStatus: "partially_refunded",
      refundedAmount: 2500,
      refunds: [{ id: answer.refundId, amount: 2500, status: "succeeded", source: "admin", reason: "Design touch-up not needed" }],
    });
    expect(await quoteEvents(requestId, "payment.refund_requested")).toEqual(["Refund of $25.00 requested: Design touch-up not needed"]);
    expect(await quoteEvents(requestId, "payment.refunded")).toEqual(["Refunded $25.00."]);
    expect(await prisma.adminAuditLog.findFirst({ where: { action: "print_order.refund", entityId: String(printOrderId) } })).toMatchObject({
      entityType: "printOrder",
      after: { amount: 2500 },
    });
    expect((await revenueByLine()).print).toBe(before.print - 2500);

    const rest = await refundPrint(printOrderId, { reason: "Order cancelled by phone", requestKey: requestKey() });

    expect(rest.status).toBe(200);
    expect(await rest.json()).toMatchObject({ amount: QUOTE_TOTAL - 2500 });
    expect(await printOrderOf(printOrderId)).toMatchObject({ paymentStatus: "refunded", refundedAmount: QUOTE_TOTAL });
    expect((await revenueByLine()).print).toBe(before.print - QUOTE_TOTAL);
    const more = await refundPrint(printOrderId, { amount: 1, reason: "One more", requestKey: requestKey() });
    expect(more.status).toBe(409);
    expect(await errorOf(more)).toBe("This print order has been refunded in full already.");

    await workJobsDueNow();
    const emails = await prisma.outgoingEmail.findMany({
      where: { dedupeKey: { startsWith: "quote-refunded-" }, subject: `Refund for your Viralize print order P-${printOrderId}` },
      orderBy: { createdAt: "asc" },
    });
    expect(emails.map((email) => /refunded (\$[\d,.]+)/.exec(email.text)?.[1])).toEqual(["$25.00", "$89.00"]);
  });

  it("emails the customer the admin's message with the refund, and keeps the reason to the shop", async () => {
    const { printOrderId } = await paidPrintOrder();
    const refunded = await refundPrint(printOrderId, {
      amount: 1500,
      reason: "Misprinted batch, internal QA ticket 88",
      customerMessage: "Sorry about the smudged batch: here is part of your payment back.",
      requestKey: requestKey(),
    });
    expect(refunded.status).toBe(200);
    await workJobsDueNow();
    const email = await prisma.outgoingEmail.findFirstOrThrow({ where: { subject: `Refund for your Viralize print order P-${printOrderId}` } });
    expect(email.text).toContain("We've refunded $15.00");
    expect(email.text).toContain("Sorry about the smudged batch: here is part of your payment back.");
    expect(email.text).not.toContain("QA ticket");
  });

  it("refunds once when the dialog's button is clicked twice at once, and refuses more than is left", async () => {
    const { printOrderId, paymentIntentId } = await paidPrintOrder();
    const body = { amount: 1000, reason: "Late delivery", requestKey: requestKey() };

    const responses = await Promise.all([refundPrint(printOrderId, body), refundPrint(printOrderId, body)]);

    for (const response of responses) expect([200, 409]).toContain(response.status);
    expect(await sandboxRefunds(paymentIntentId)).toHaveLength(1);
    const tooMuch = await refundPrint(printOrderId, { amount: QUOTE_TOTAL, reason: "Everything", requestKey: requestKey() });
    expect(tooMuch.status).toBe(400);
    expect(await errorOf(tooMuch)).toBe("At most $104.00 of this print order can still be refunded.");
    expect(await printOrderOf(printOrderId)).toMatchObject({ refundedAmount: 1000, refunds: [expect.objectContaining({ amount: 1000 })] });
  });

  it.each([
    ["a visitor who is not signed in", async () => "", 401],
    ["a signed-in customer", async () => cookieFor(await createUser("USER")), 403],
  ])("refuses a refund from %s, and refunds nothing", async (_, cookie, status) => {
    const { printOrderId, paymentIntentId } = await paidPrintOrder();
    const response = await refundPrint(printOrderId, { amount: 1000, reason: "Just because", requestKey: requestKey() }, await cookie());
    expect(response.status).toBe(status);
    await errorOf(response);
    expect(await sandboxRefunds(paymentIntentId)).toHaveLength(0);
  });

  it("answers an unknown print order with a 404 and a sentence", async () => {
    const response = await refundPrint(999_999, { amount: 100, reason: "Nobody", requestKey: requestKey() });
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toBe("Print order #999999 does not exist.");
  });
});

describe("refunding a plan invoice from the admin", () => {
  it("refunds part of an invoice: the gateway under a key from our ids, the invoice's state, the plan's timeline, revenue and the customer's email; the plan carries on", async () => {
    const { subscriptionId, invoice } = await paidInvoice();
    const before = await revenueByLine();

    const response = await refundInvoice(invoice.id, { amount: 4850, reason: "Site launched a week late", requestKey: requestKey() });

    expect(response.status).toBe(200);
    const answer = (await response.json()) as RefundAnswer;
    expect(await sandboxRefunds(invoice.paymentIntentId!)).toEqual([
      expect.objectContaining({ amount: 4850, idempotencyKey: `invoice-${invoice.id}-refund-${answer.refundId}` }),
    ]);
    expect(await subscriberInvoices(subscriptionId)).toEqual([
      expect.objectContaining({ id: invoice.id, amount: PROFESSIONAL, refundedAmount: 4850, state: "partially_refunded", refundable: PROFESSIONAL - 4850 }),
    ]);
    expect(await planEvents(subscriptionId, "payment.refunded")).toEqual(["Refunded $48.50."]);
    expect(await prisma.adminAuditLog.findFirst({ where: { action: "invoice.refund", entityId: String(invoice.id) } })).toMatchObject({
      entityType: "subscriptionInvoice",
    });
    expect((await revenueByLine()).plan).toBe(before.plan - 4850);
    expect(await prisma.subscription.findUniqueOrThrow({ where: { id: subscriptionId } })).toMatchObject({ status: "active" });

    await workJobsDueNow();
    const [email] = await prisma.outgoingEmail.findMany({ where: { dedupeKey: `plan-${subscriptionId}-refunded-${answer.refundId}` } });
    expect(email?.subject).toBe("Refund of $48.50 for your Viralize plan");
  });

  it("refuses an invoice that was never paid", async () => {
    const response = await refundInvoice(999_999, { reason: "Nothing", requestKey: requestKey() });
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toBe("There is no paid invoice #999999 to refund.");
  });
});

describe("money moved at the gateway, not here", () => {
  it("records a print order's refund made in the payment provider's dashboard, found by reconciliation", async () => {
    const { printOrderId, paymentIntentId, requestId } = await paidPrintOrder();
    const before = await revenueByLine();
    const made = await paymentGateway().refund({ paymentIntentId, amount: 1400, idempotencyKey: `dashboard-${requestKey()}` });

    await reconcilePrintOrderMoney();
    await reconcilePrintOrderMoney();

    expect(await printOrderOf(printOrderId)).toMatchObject({
      paymentStatus: "partially_refunded",
      refundedAmount: 1400,
      refunds: [expect.objectContaining({ gatewayRefundId: made.id, source: "stripe", status: "succeeded" })],
    });
    expect(await quoteEvents(requestId, "payment.refund_found")).toHaveLength(1);
    expect((await revenueByLine()).print).toBe(before.print - 1400);
  });

  it("records a plan invoice's refund made in the dashboard, and a lost dispute on a print order, in revenue and the open disputes", async () => {
    const { invoice } = await paidInvoice();
    const { printOrderId, paymentIntentId } = await paidPrintOrder();
    const before = await revenueByLine();
    await paymentGateway().refund({ paymentIntentId: invoice.paymentIntentId!, amount: 2000, idempotencyKey: `dashboard-${requestKey()}` });
    await disputeSandboxPayment(paymentIntentId, "needs_response");
    const disputesBefore = await openDisputes();

    await reconcileInvoiceMoney();
    await reconcilePrintOrderMoney();

    expect(await prisma.subscriptionInvoice.findUniqueOrThrow({ where: { id: invoice.id } })).toMatchObject({ refundedAmount: 2000 });
    expect(await printOrderOf(printOrderId)).toMatchObject({ paymentStatus: "disputed", disputeStatus: "needs_response" });
    expect((await openDisputes()).print).toBe(disputesBefore.print + 1);
    expect(await revenueByLine()).toMatchObject({ plan: before.plan - 2000, print: before.print });

    await disputeSandboxPayment(paymentIntentId, "lost");
    await reconcilePrintOrderMoney();

    expect((await openDisputes()).print).toBe(disputesBefore.print);
    expect((await revenueByLine()).print).toBe(before.print - QUOTE_TOTAL);
  });
});

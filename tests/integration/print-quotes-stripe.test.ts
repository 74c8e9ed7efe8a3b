import { afterAll, describe, expect, it } from "vitest";
import { switchToFakeStripe } from "@/tests/support/stripe-env";
import { signedWebhookRequest, stripeEvent } from "@/tests/support/stripe-webhooks";

const WEBHOOK_SECRET = "whsec_test_secret";
const fake = await switchToFakeStripe(WEBHOOK_SECRET);
const { POST: webhook } = await import("@/app/api/webhooks/stripe/route");
const { prisma } = await import("@/lib/db");
const { revenueByLine } = await import("@/lib/ledger/figures");
const { confirmQuotePayment, openQuotePayment, pricedQuote, QUOTE_TOTAL } = await import("@/tests/support/quotes");
const { stopJobs, workJobsDueNow } = await import("@/tests/support/jobs");

afterAll(async () => {
  await stopJobs();
  await fake.close();
});

function deliver(id: string, type: string, paymentIntentId: string) {
  return webhook(signedWebhookRequest(stripeEvent(id, type, { id: paymentIntentId, object: "payment_intent" }), WEBHOOK_SECRET));
}

async function openedAtStripe() {
  const quote = await pricedQuote();
  const opened = await openQuotePayment(quote.token);
  expect(opened.status).toBe(200);
  const { quoteId } = quote;
  const { paymentIntentId } = await prisma.quote.findUniqueOrThrow({ where: { id: quoteId } });
  return { ...quote, paymentIntentId: paymentIntentId! };
}

describe("a quote paid through Stripe", () => {
  it("opens the payment at Stripe for the stored total, under a key from the quote's id", async () => {
    const { quoteId, token, requestId } = await openedAtStripe();
    await openQuotePayment(token);
    const creates = fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/payment_intents" && r.headers["idempotency-key"] === `quote-${quoteId}`);
    expect(creates).toHaveLength(2);
    expect(new URLSearchParams(creates[0]!.body).get("amount")).toBe(String(QUOTE_TOTAL));
    // Stripe answers the second create with the first payment: one intent for the quote.
    expect([...fake.intents.values()].filter((i) => i.description === `Viralize print quote #${requestId}`)).toMatchObject([
      { amount: QUOTE_TOTAL, capture_method: "manual" },
    ]);
  });

  it("becomes a print order from the webhook alone (the browser never came back), once however often the event is replayed", async () => {
    const { paymentIntentId, requestId, token } = await openedAtStripe();
    fake.authorise(paymentIntentId);
    const evt = `evt_capturable_${paymentIntentId}`;
    const results = await Promise.all([
      deliver(evt, "payment_intent.amount_capturable_updated", paymentIntentId),
      deliver(evt, "payment_intent.amount_capturable_updated", paymentIntentId),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(fake.intents.get(paymentIntentId)?.status).toBe("succeeded");
    expect(await (await deliver(evt, "payment_intent.amount_capturable_updated", paymentIntentId)).json()).toEqual({ received: true, duplicate: true });
    expect((await deliver(`evt_succeeded_${paymentIntentId}`, "payment_intent.succeeded", paymentIntentId)).status).toBe(200);

    expect(await prisma.printOrder.findMany({ where: { quoteRequestId: requestId } })).toMatchObject([
      { paymentIntentId, total: QUOTE_TOTAL, paymentProvider: "stripe", status: "paid" },
    ]);
    expect(await prisma.quoteEvent.findMany({ where: { quoteRequestId: requestId, type: "payment.captured" } })).toMatchObject([{ actor: "stripe" }]);
    // The browser arriving late finds the order made.
    expect((await confirmQuotePayment(token)).status).toBe(200);
  });

  it("refunds, and makes no print order for, a payment of another amount than the quote", async () => {
    const { paymentIntentId, requestId } = await openedAtStripe();
    fake.succeed(paymentIntentId, QUOTE_TOTAL - 100);
    expect((await deliver(`evt_wrong_${paymentIntentId}`, "payment_intent.succeeded", paymentIntentId)).status).toBe(200);
    expect(await prisma.printOrder.count({ where: { quoteRequestId: requestId } })).toBe(0);
    expect(fake.requests.some((r) => r.method === "POST" && r.path === "/v1/refunds" && r.headers["idempotency-key"] === `refuse-${paymentIntentId}`)).toBe(
      true,
    );
  });

  it("records a refund made in Stripe's dashboard on the print order, its timeline and revenue once its webhook arrives, and emails the customer", async () => {
    const { paymentIntentId, requestId, token } = await openedAtStripe();
    fake.authorise(paymentIntentId);
    expect((await confirmQuotePayment(token)).status).toBe(201);
    const printOrder = await prisma.printOrder.findUniqueOrThrow({ where: { quoteRequestId: requestId } });
    const before = await revenueByLine();
    const made = fake.refundInDashboard(paymentIntentId, 4000);
    const refunded = stripeEvent(`evt_refunded_${paymentIntentId}`, "charge.refunded", {
      id: `ch_${paymentIntentId}`,
      object: "charge",
      payment_intent: paymentIntentId,
    });

    expect((await webhook(signedWebhookRequest(refunded, WEBHOOK_SECRET))).status).toBe(200);
    await workJobsDueNow();

    expect(await prisma.printOrder.findUniqueOrThrow({ where: { id: printOrder.id }, include: { refunds: true } })).toMatchObject({
      paymentStatus: "partially_refunded",
      refundedAmount: 4000,
      refunds: [{ gatewayRefundId: made.id, amount: 4000, status: "succeeded", source: "stripe" }],
    });
    expect(
      (
        await prisma.quoteEvent.findMany({
          where: { quoteRequestId: requestId, type: { in: ["payment.refund_found", "payment.refunded"] } },
          orderBy: { id: "asc" },
        })
      ).map((e) => e.message),
    ).toEqual(["A refund of $40.00 was made in the payment provider's dashboard (succeeded).", "Refunded $40.00."]);
    expect((await revenueByLine()).print).toBe(before.print - 4000);
    expect(await prisma.outgoingEmail.count({ where: { subject: `Refund for your Viralize print order P-${printOrder.id}` } })).toBe(1);

    // Stripe delivering it again changes nothing.
    await webhook(signedWebhookRequest(refunded, WEBHOOK_SECRET));
    await workJobsDueNow();
    expect((await prisma.printOrder.findUniqueOrThrow({ where: { id: printOrder.id } })).refundedAmount).toBe(4000);
    expect((await revenueByLine()).print).toBe(before.print - 4000);
  });
});

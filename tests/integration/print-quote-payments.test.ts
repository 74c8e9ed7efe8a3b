import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as payments } from "@/app/api/admin/payments/route";
import { POST as decline } from "@/app/api/admin/quotes/[id]/decline/route";
import { newLinkId } from "@/lib/auth/link-token";
import { prisma } from "@/lib/db";
import { sandboxGateway } from "@/lib/payments/sandbox";
import { quoteToken, quoteTokenHash } from "@/lib/quotes/links";
import { reconcileQuotePayments } from "@/lib/quotes/reconcile";
import { adminPost, idParams } from "@/tests/support/orders";
import {
  authorisedQuotePayment,
  confirmQuotePayment,
  emailedToken,
  openQuotePayment,
  payWithCard,
  pricedQuote,
  pricing,
  QUOTE_ITEMS,
  QUOTE_TOTAL,
} from "@/tests/support/quotes";
import { errorOf } from "@/tests/support/requests";

/**
 * A print quote takes one payment: settling a payment locks its request, so an admin re-pricing or
 * declining at that moment, or a second payment for the same request, waits for it and is refused
 * (a second card released before it is captured). Real races: Promise.all on the route handlers.
 */

const WITHDRAWN = "This quote was withdrawn while you were paying, so we didn't charge you. Ask us for a new one.";
const PAID_ALREADY = "This quote is paid already. Thank you!";

/** The request's payments as the sandbox gateway holds them: what was taken and what was released. */
async function paymentsOf(quoteRequestId: number) {
  const quotes = await prisma.quote.findMany({ where: { quoteRequestId, paymentIntentId: { not: null } }, select: { paymentIntentId: true } });
  const intents = await prisma.sandboxPaymentIntent.findMany({ where: { id: { in: quotes.map((q) => q.paymentIntentId!) } } });
  return { captured: intents.filter((i) => i.status === "succeeded"), released: intents.filter((i) => i.status === "canceled"), all: intents };
}

/** A second live link on the same request, as re-pricing at the moment of a payment could leave one: its token. */
async function secondLiveLink(quoteRequestId: number): Promise<string> {
  const id = newLinkId();
  await prisma.quote.create({
    data: {
      id,
      quoteRequestId,
      items: QUOTE_ITEMS,
      total: QUOTE_TOTAL,
      tokenHash: quoteTokenHash(id),
      expiresAt: new Date(Date.now() + 86_400_000),
      createdBy: "admin@viralize.test",
    },
  });
  return quoteToken(id);
}

const rounds = <T>(count: number, round: () => Promise<T>) => Promise.all(Array.from({ length: count }, round));

describe("a payment confirmed while the admin acts on the request", () => {
  // Capturing takes as long as at a real gateway (Stripe answers in about half a second), so the
  // admin's click lands while a capture is under way, as it does in production.
  beforeEach(() => {
    const capture = sandboxGateway.capture;
    vi.spyOn(sandboxGateway, "capture").mockImplementation(async (id) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      return capture(id);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("re-pricing at the same moment: one capture and one print order, and no link left that takes a second payment", async () => {
    // Several requests at once, so both orders of the race happen.
    await rounds(3, async () => {
      const { token, requestId, cookie } = await pricedQuote();
      await authorisedQuotePayment(token);
      const [confirmed, repriced] = await Promise.all([confirmQuotePayment(token), pricing(requestId, cookie)]);

      if (confirmed.status === 201) {
        // The payment went first: the request is paid, so it can't be priced again.
        expect(repriced.status).toBe(409);
        expect(await errorOf(repriced)).toBe("This quote is paid already, so it can't be priced again.");
      } else {
        // The new price went first: the old link's card is released, and the new link is the one to pay.
        expect(confirmed.status).toBe(409);
        expect(await errorOf(confirmed)).toBe(WITHDRAWN);
        expect(repriced.status).toBe(201);
        const fresh = await emailedToken(((await repriced.json()) as { quoteId: string }).quoteId);
        await authorisedQuotePayment(fresh);
        expect((await confirmQuotePayment(fresh)).status).toBe(201);
      }

      // Whatever link is still live takes no second payment.
      for (const quote of await prisma.quote.findMany({ where: { quoteRequestId: requestId, revokedAt: null } })) {
        const again = await openQuotePayment(quoteToken(quote.id));
        expect(again.status).toBe(409);
        expect(await errorOf(again)).toBe(PAID_ALREADY);
      }
      const { captured, all } = await paymentsOf(requestId);
      expect(captured).toMatchObject([{ amount: QUOTE_TOTAL }]);
      expect(all.filter((i) => i.status !== "succeeded").every((i) => i.status === "canceled")).toBe(true);
      expect(await prisma.printOrder.findMany({ where: { quoteRequestId: requestId } })).toMatchObject([
        { paymentIntentId: captured[0]!.id, total: QUOTE_TOTAL },
      ]);
      expect(await prisma.quoteRequest.findUniqueOrThrow({ where: { id: requestId } })).toMatchObject({ stage: "paid" });
    });
  });

  it("declining at the same moment: either the payment is taken and the decline refused, or the card is released and the request declined", async () => {
    await rounds(3, async () => {
      const { token, requestId, cookie } = await pricedQuote();
      const clientSecret = await authorisedQuotePayment(token);
      const [confirmed, declined] = await Promise.all([
        confirmQuotePayment(token),
        decline(adminPost(`/api/admin/quotes/${requestId}/decline`, cookie), idParams(requestId)),
      ]);
      const request = await prisma.quoteRequest.findUniqueOrThrow({ where: { id: requestId } });
      const intent = await prisma.sandboxPaymentIntent.findUniqueOrThrow({ where: { clientSecret } });
      if (confirmed.status === 201) {
        expect(declined.status).toBe(409);
        expect(await errorOf(declined)).toBe("This quote is paid already, so it can't be declined.");
        expect(request.stage).toBe("paid");
        expect(intent.status).toBe("succeeded");
        expect(await prisma.printOrder.count({ where: { quoteRequestId: requestId } })).toBe(1);
      } else {
        expect(await errorOf(confirmed)).toBe(WITHDRAWN);
        expect(declined.status).toBe(200);
        expect(request.stage).toBe("declined");
        expect(intent.status).toBe("canceled");
        expect(await prisma.printOrder.count({ where: { quoteRequestId: requestId } })).toBe(0);
      }
    });
  });
});

describe("a second payment for a request", () => {
  it("two cards authorised on two live links and confirmed at once (browser, browser and reconciliation): one captured, the other released", async () => {
    const { token, requestId } = await pricedQuote();
    const other = await secondLiveLink(requestId);
    const first = await authorisedQuotePayment(token);
    const second = await authorisedQuotePayment(other);

    const [a, b] = await Promise.all([confirmQuotePayment(token), confirmQuotePayment(other), reconcileQuotePayments()]);
    const answers = [a, b].map((r) => r.status).sort();
    expect(answers).toContain(409);
    const refused = a.status === 409 ? a : b;
    const order = await prisma.printOrder.findUniqueOrThrow({ where: { quoteRequestId: requestId } });
    expect(await errorOf(refused)).toBe(`This quote is paid already (print order P-${order.id}), so we didn't charge you again.`);

    const { captured, released } = await paymentsOf(requestId);
    expect(captured.map((i) => i.id)).toEqual([order.paymentIntentId]);
    expect(released).toHaveLength(1);
    expect([first, second]).toContain(released[0]!.clientSecret);
    expect(await prisma.quoteEvent.count({ where: { quoteRequestId: requestId, type: "payment.captured" } })).toBe(1);
    const refusal = await prisma.quoteEvent.findFirstOrThrow({ where: { quoteRequestId: requestId, type: "payment.refused" } });
    expect(refusal.message).toBe(`A second payment of $114.00 arrived after print order P-${order.id} was paid: released, the card was not charged.`);
  });

  it("a card authorised before the request was paid is released, not captured, when it is confirmed afterwards", async () => {
    const { token, requestId } = await pricedQuote();
    const other = await secondLiveLink(requestId);
    await authorisedQuotePayment(token);
    const late = await authorisedQuotePayment(other);
    expect((await confirmQuotePayment(token)).status).toBe(201);

    const refused = await confirmQuotePayment(other);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatch(/^This quote is paid already \(print order P-\d+\), so we didn't charge you again\.$/);
    expect(await prisma.sandboxPaymentIntent.findUniqueOrThrow({ where: { clientSecret: late } })).toMatchObject({ status: "canceled" });
    expect((await paymentsOf(requestId)).captured).toHaveLength(1);
    expect(await prisma.quoteEvent.count({ where: { quoteRequestId: requestId, type: "payment.refused" } })).toBe(1);
  });

  it("opening a payment on a request that has a print order is refused, whichever of its links it comes from", async () => {
    const { token, requestId, cookie } = await pricedQuote();
    const other = await secondLiveLink(requestId);
    await authorisedQuotePayment(token);
    expect((await confirmQuotePayment(token)).status).toBe(201);

    const opened = await openQuotePayment(other);
    expect(opened.status).toBe(409);
    expect(await errorOf(opened)).toBe(PAID_ALREADY);
    expect(await prisma.quote.count({ where: { quoteRequestId: requestId, paymentIntentId: { not: null } } })).toBe(1);

    const priced = await pricing(requestId, cookie);
    expect(priced.status).toBe(409);
    expect(await errorOf(priced)).toBe("This quote is paid already, so it can't be priced again.");
  });

  it("a payment the gateway took already (captured elsewhere) for a paid request is refunded in full", async () => {
    const { token, requestId, cookie } = await pricedQuote();
    const other = await secondLiveLink(requestId);
    await authorisedQuotePayment(token);
    const { clientSecret } = (await (await openQuotePayment(other)).json()) as { clientSecret: string };
    await payWithCard(clientSecret);
    await prisma.sandboxPaymentIntent.update({ where: { clientSecret }, data: { status: "succeeded" } });
    expect((await confirmQuotePayment(token)).status).toBe(201);

    expect((await confirmQuotePayment(other)).status).toBe(409);
    const intent = await prisma.sandboxPaymentIntent.findUniqueOrThrow({ where: { clientSecret } });
    expect(await prisma.sandboxRefund.findMany({ where: { paymentIntentId: intent.id } })).toMatchObject([{ amount: QUOTE_TOTAL }]);
    expect((await prisma.quoteEvent.findFirstOrThrow({ where: { quoteRequestId: requestId, type: "payment.refused" } })).message).toMatch(
      /: refunded in full\.$/,
    );
    // The money moved both ways: its capture and its refund are in the ledger, net zero, tied to no print order.
    const [refund] = await prisma.sandboxRefund.findMany({ where: { paymentIntentId: intent.id } });
    const movements = () => prisma.ledgerEntry.findMany({ where: { paymentIntentId: intent.id }, orderBy: { id: "asc" } });
    expect((await movements()).map((m) => [m.line, m.kind, m.net, m.printOrderId, m.movementKey])).toEqual([
      ["print", "capture", QUOTE_TOTAL, null, `capture:${intent.id}`],
      ["print", "refund", -QUOTE_TOTAL, null, `refund:${refund!.id}`],
    ]);
    const csv = await (await payments(new Request("http://localhost/api/admin/payments?format=csv", { headers: { cookie } }))).text();
    expect(csv.split("\r\n").filter((line) => line.includes(`Payment refused: no print order (quote #${requestId})`))).toHaveLength(2);
    // Found by the customer's email too, as the paid one is.
    const { email } = await prisma.quoteRequest.findUniqueOrThrow({ where: { id: requestId } });
    const search = `http://localhost/api/admin/payments?format=csv&q=${encodeURIComponent(email.toUpperCase())}`;
    const found = await (await payments(new Request(search, { headers: { cookie } }))).text();
    expect(found.split("\r\n").filter((line) => line.includes(`Payment refused: no print order (quote #${requestId})`))).toHaveLength(2);
    expect((await confirmQuotePayment(other)).status).toBe(409);
    await reconcileQuotePayments();
    expect(await movements()).toHaveLength(2);
    expect(await prisma.quoteEvent.count({ where: { quoteRequestId: requestId, type: "payment.refused" } })).toBe(1);
  });
});

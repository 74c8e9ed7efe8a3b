import "server-only";
import { prisma } from "@/lib/db";
import { Prisma } from "@/generated/prisma/client";
import { formatCents } from "@/lib/format/money";
import { ApiError } from "@/lib/http/api";
import { enqueueJobs } from "@/lib/jobs/boss";
import { movementKey, recordMovements } from "@/lib/ledger/record";
import { workJobsAfterResponse } from "@/lib/jobs/run";
import { areaLogger } from "@/lib/log";
import type { OrderActor } from "@/lib/orders/events";
import { paymentGateway } from "@/lib/payments";
import type { PaymentIntentSummary } from "@/lib/payments/types";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/rate-limit";
import { recordQuoteEvent } from "./events";
import { anyQuoteByToken, DEAD_LINK, EXPIRED_LINK, quoteByToken } from "./links";

export type OpenedQuotePayment = { clientSecret: string; provider: "sandbox" | "stripe"; total: number };

/** One payment per quote: a double click, two tabs or a retried request all get this key's payment. */
const paymentKey = (quoteId: string) => `quote-${quoteId}`;

const NOT_PAID = "Your payment hasn't gone through, so nothing was charged. Please try again.";

/**
 * Opens (or reopens) the quote's one payment, for the total of its stored items: the browser
 * sends no amount. The gateway answers the same payment for the same key, so it is recorded once.
 * Rate-limited as checkout is.
 */
export async function openQuotePayment(clientIp: string, token: string): Promise<OpenedQuotePayment> {
  await enforceRateLimit(RATE_LIMITS.checkout, clientIp);
  const quote = await quoteByToken(token);
  if (quote.printOrder) throw new ApiError(409, "This quote is paid already. Thank you!");
  if (quote.expiresAt <= new Date()) throw new ApiError(410, EXPIRED_LINK);
  const gateway = paymentGateway();
  const intent = await gateway.createIntent({
    amount: quote.total,
    currency: "usd",
    description: `Viralize print quote #${quote.quoteRequestId}`,
    receiptEmail: quote.quoteRequest.email,
    idempotencyKey: paymentKey(quote.id),
  });
  await prisma.quote.update({ where: { id: quote.id }, data: { paymentIntentId: intent.id } });
  return { clientSecret: intent.clientSecret, provider: gateway.name, total: quote.total };
}

/** The browser reports the card confirmed (rate-limited as checkout is): the quote's payment is captured and becomes its print order. */
export async function confirmQuotePayment(clientIp: string, token: string): Promise<{ printOrderId: number; created: boolean }> {
  await enforceRateLimit(RATE_LIMITS.checkout, clientIp);
  // Revoked or expired since the card was confirmed: settling refuses it and releases the card.
  const quote = await anyQuoteByToken(token);
  if (!quote) throw new ApiError(404, DEAD_LINK);
  if (quote.printOrder) return { printOrderId: quote.printOrder.id, created: false };
  if (!quote.paymentIntentId) throw new ApiError(409, NOT_PAID);
  return settleQuotePayment(quote.paymentIntentId, "customer");
}

/**
 * The one way a print order comes to exist: for a payment the gateway holds for exactly the
 * quote's total, on a quote still standing. Safe to call any number of times, concurrently, from
 * the browser and the webhook: the print order is unique on the quote, its request and the payment.
 */
export async function settleQuotePayment(paymentIntentId: string, actor: OrderActor): Promise<{ printOrderId: number; created: boolean }> {
  const existing = await prisma.printOrder.findUnique({ where: { paymentIntentId }, select: { id: true } });
  if (existing) return { printOrderId: existing.id, created: false };
  const quote = await prisma.quote.findUnique({ where: { paymentIntentId }, include: { quoteRequest: true } });
  if (!quote) throw new ApiError(404, "We couldn't find that payment. Open your quote link and try again.");

  const gateway = paymentGateway();
  const intent = await gateway.retrieveIntent(paymentIntentId);
  if (!intent || (intent.status !== "requires_capture" && intent.status !== "succeeded")) throw new ApiError(402, NOT_PAID);
  if (intent.amount !== quote.total || intent.currency.toLowerCase() !== quote.currency) {
    throw await refuse(quote.quoteRequestId, intent, "The payment amount doesn't match your quote, so we didn't charge you. Open your quote link and pay again.");
  }
  if (quote.revokedAt || quote.quoteRequest.stage === "declined") {
    throw await refuse(quote.quoteRequestId, intent, "This quote was withdrawn while you were paying, so we didn't charge you. Ask us for a new one.");
  }

  const paid = intent.status === "succeeded" ? intent : await gateway.capture(paymentIntentId);
  if (paid.status !== "succeeded") throw new ApiError(402, NOT_PAID);
  const capturedAt = await gateway.now();
  try {
    const order = await prisma.$transaction(async (tx) => {
      const created = await tx.printOrder.create({
        data: { quoteRequestId: quote.quoteRequestId, quoteId: quote.id, paymentIntentId, paymentProvider: gateway.name, customerEmail: quote.quoteRequest.email, total: quote.total, currency: quote.currency },
      });
      await recordMovements(tx, [
        { subject: { line: "print", printOrderId: created.id }, kind: "capture", amount: quote.total, paymentIntentId, movementKey: movementKey.capture(paymentIntentId), occurredAt: capturedAt, actor },
      ]);
      await tx.quoteRequest.update({ where: { id: quote.quoteRequestId }, data: { stage: "paid" } });
      await recordQuoteEvent(tx, quote.quoteRequestId, { type: "payment.captured", message: `Paid ${formatCents(quote.total)} by card; print order #${created.id} created.`, actor, data: { paymentIntentId, amount: quote.total } });
      await enqueueJobs(tx, [{ name: "quote.email", data: { kind: "paid", id: quote.id } }]);
      return created;
    });
    workJobsAfterResponse(["quote.email"]);
    return { printOrderId: order.id, created: true };
  } catch (error) {
    if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) throw error;
    // Another call made this payment's print order first: answer with it.
    const winner = await prisma.printOrder.findUniqueOrThrow({ where: { quoteRequestId: quote.quoteRequestId }, select: { id: true } });
    return { printOrderId: winner.id, created: false };
  }
}

/** No print order for this payment: the hold released (or a captured payment refunded in full), and why, on the timeline. */
async function refuse(quoteRequestId: number, intent: PaymentIntentSummary, reason: string): Promise<ApiError> {
  const gateway = paymentGateway();
  if (intent.status === "requires_capture") await gateway.cancel(intent.id);
  else if (intent.amount > intent.amountRefunded) {
    await gateway.refund({ paymentIntentId: intent.id, amount: intent.amount - intent.amountRefunded, reason, idempotencyKey: `refuse-${intent.id}` });
  }
  await recordQuoteEvent(prisma, quoteRequestId, { type: "payment.refused", message: reason, actor: "system", data: { paymentIntentId: intent.id, amount: intent.amount } });
  return new ApiError(409, reason);
}

/** Whether a Stripe event's payment is a print quote's (the webhook's question). */
export async function isQuotePayment(paymentIntentId: string): Promise<boolean> {
  return (await prisma.quote.count({ where: { paymentIntentId } })) > 0;
}

/** The webhook's call: a refusal is final (logged, not retried); anything else throws so Stripe retries. */
export async function settleQuotePaymentFromWebhook(eventId: string, paymentIntentId: string): Promise<void> {
  try {
    await settleQuotePayment(paymentIntentId, "stripe");
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    areaLogger("payments").warn({ eventId, paymentIntentId, reason: error.message }, "Stripe event: the quote payment's print order was refused, not retried");
  }
}

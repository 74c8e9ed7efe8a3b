import "server-only";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/generated/prisma/client";
import { formatCents } from "@/lib/money";
import { Conflict, Expired, NotFound, PaymentRefused, isRefusal } from "@/lib/errors";
import { enqueueJobs } from "@/lib/jobs/enqueue";
import { movementKey, recordMovements } from "@/lib/ledger/record";
import { areaLogger } from "@/lib/log";
import type { OrderActor } from "@/lib/orders/events";
import { paymentGateway } from "@/lib/payments";
import type { PaymentIntentSummary } from "@/lib/payments/types";
import { giveBackRefusedPayment } from "@/lib/settlement/refused-payment";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/rate-limit";
import type { ShippingAddress } from "@/lib/validation/print-quote";
import { recordQuoteEvent } from "./events";
import { anyQuoteByToken, DEAD_LINK, EXPIRED_LINK, quoteByToken } from "./links";
import { lockQuoteRequest, SETTLING_TRANSACTION } from "./lock";
import { printOrderNumber } from "./print-order-number";
import { shippingColumns, storedShipping } from "./shipping";

type Tx = Prisma.TransactionClient;

export type OpenedQuotePayment = { clientSecret: string; provider: "sandbox" | "stripe"; total: number };
export type SettledQuotePayment = { printOrderId: number; created: boolean };

/** One payment per quote: a double click, two tabs or a retried request all get this key's payment. */
const paymentKey = (quoteId: string) => `quote-${quoteId}`;

const NOT_PAID = "Your payment hasn't gone through, so nothing was charged. Please try again.";
const PAID_ALREADY = "This quote is paid already. Thank you!";

/**
 * Opens (or reopens) the quote's one payment, for the total of its stored items: the browser
 * sends no amount, only where to ship the job, kept on the quote for its print order. The gateway
 * answers the same payment for the same key, so it is recorded once. A request that has a print
 * order (from this link or another) takes no other payment. Rate-limited as checkout is.
 */
export async function openQuotePayment(clientIp: string, token: string, shipping: ShippingAddress): Promise<OpenedQuotePayment> {
  await enforceRateLimit(RATE_LIMITS.checkout, clientIp);
  const quote = await quoteByToken(token);
  if (quote.quoteRequest.printOrder) throw new Conflict(PAID_ALREADY);
  if (quote.expiresAt <= new Date()) throw new Expired(EXPIRED_LINK);
  const gateway = paymentGateway();
  const intent = await gateway.createIntent({
    amount: quote.total,
    currency: "usd",
    description: `Viralize print quote #${quote.quoteRequestId}`,
    receiptEmail: quote.quoteRequest.email,
    idempotencyKey: paymentKey(quote.id),
  });
  await prisma.quote.update({ where: { id: quote.id }, data: { paymentIntentId: intent.id, shipping } });
  return { clientSecret: intent.clientSecret, provider: gateway.name, total: quote.total };
}

/** The browser reports the card confirmed (rate-limited as checkout is): the quote's payment is captured and becomes its print order. */
export async function confirmQuotePayment(clientIp: string, token: string): Promise<SettledQuotePayment> {
  await enforceRateLimit(RATE_LIMITS.checkout, clientIp);
  // Revoked or expired since the card was confirmed: settling refuses it and releases the card.
  const quote = await anyQuoteByToken(token);
  if (!quote) throw new NotFound(DEAD_LINK);
  if (quote.printOrder) return { printOrderId: quote.printOrder.id, created: false };
  if (!quote.paymentIntentId) throw new Conflict(NOT_PAID);
  return settleQuotePayment(quote.paymentIntentId, "customer");
}

/** Why a payment becomes no print order: a sentence for the customer, and what happened for the request's timeline. */
type Refusal = { reason: string; what: string };

/**
 * The one way a print order comes to exist: for a payment the gateway holds for exactly the
 * quote's total, on a quote still standing, for a request not paid already. Everything happens
 * under the request's lock, the capture included, so an admin re-pricing or declining meanwhile
 * waits and then finds the request paid, and a second payment for the request finds the first
 * one's print order and is released before it is captured. Safe to call any number of times,
 * concurrently, from the browser, the webhook and reconciliation.
 */
export async function settleQuotePayment(paymentIntentId: string, actor: OrderActor): Promise<SettledQuotePayment> {
  const existing = await prisma.printOrder.findUnique({ where: { paymentIntentId }, select: { id: true } });
  if (existing) return { printOrderId: existing.id, created: false };
  const found = await prisma.quote.findUnique({ where: { paymentIntentId }, select: { quoteRequestId: true } });
  if (!found) throw new NotFound("We couldn't find that payment. Open your quote link and try again.");

  const outcome = await prisma.$transaction(async (tx): Promise<SettledQuotePayment | { refused: Conflict }> => {
    await lockQuoteRequest(tx, found.quoteRequestId);
    const quote = await tx.quote.findUniqueOrThrow({ where: { paymentIntentId }, include: { quoteRequest: { include: { printOrder: true } } } });
    const paidBy = quote.quoteRequest.printOrder;
    if (paidBy?.paymentIntentId === paymentIntentId) return { printOrderId: paidBy.id, created: false };

    const gateway = paymentGateway();
    const intent = await gateway.retrieveIntent(paymentIntentId);
    if (!intent) throw new PaymentRefused(NOT_PAID);
    const refusal = refusalOf(quote, intent);
    if (intent.status !== "requires_capture" && intent.status !== "succeeded") {
      // Released already (by an earlier refusal, or never authorised): say why, once more.
      throw refusal ? new Conflict(refusal.reason) : new PaymentRefused(NOT_PAID);
    }
    if (refusal) return { refused: await refuse(tx, quote.quoteRequest, intent, refusal, actor) };

    const paid = intent.status === "succeeded" ? intent : await gateway.capture(paymentIntentId);
    if (paid.status !== "succeeded") throw new PaymentRefused(NOT_PAID);
    const printOrderId = await createPrintOrder(tx, quote, { paymentIntentId, provider: gateway.name, actor, capturedAt: await gateway.now() });
    return { printOrderId, created: true };
  }, SETTLING_TRANSACTION);

  if ("refused" in outcome) throw outcome.refused;
  return outcome;
}

type SettlingQuote = Prisma.QuoteGetPayload<{ include: { quoteRequest: { include: { printOrder: true } } } }>;

/** Why this payment can't become the request's print order, or null when it can. */
function refusalOf(quote: SettlingQuote, intent: PaymentIntentSummary): Refusal | null {
  const amount = formatCents(intent.amount);
  const paidBy = quote.quoteRequest.printOrder;
  if (paidBy) {
    return {
      reason: `This quote is paid already (print order ${printOrderNumber(paidBy.id)}), so we didn't charge you again.`,
      what: `A second payment of ${amount} arrived after print order ${printOrderNumber(paidBy.id)} was paid`,
    };
  }
  if (intent.amount !== quote.total || intent.currency.toLowerCase() !== quote.currency) {
    return {
      reason: "The payment amount doesn't match your quote, so we didn't charge you. Open your quote link and pay again.",
      what: `A payment of ${amount} didn't match the quote's total of ${formatCents(quote.total)}`,
    };
  }
  if (quote.revokedAt || quote.quoteRequest.stage === "declined") {
    return {
      reason: "This quote was withdrawn while you were paying, so we didn't charge you. Ask us for a new one.",
      what: `A payment of ${amount} arrived for a quote that was withdrawn`,
    };
  }
  return null;
}

/**
 * The quote's print order, paid: it keeps the address the payment was opened with, the request
 * moves to paid, and the receipt is a job. In the settling transaction, under the request's lock.
 */
async function createPrintOrder(
  tx: Tx,
  quote: SettlingQuote,
  { paymentIntentId, provider, actor, capturedAt }: { paymentIntentId: string; provider: string; actor: OrderActor; capturedAt: Date },
): Promise<number> {
  const shipping = storedShipping(quote.shipping);
  const created = await tx.printOrder.create({
    data: {
      quoteRequestId: quote.quoteRequestId,
      quoteId: quote.id,
      paymentIntentId,
      paymentProvider: provider,
      customerEmail: quote.quoteRequest.email,
      total: quote.total,
      currency: quote.currency,
      ...(shipping ? shippingColumns(shipping) : {}),
    },
  });
  await recordMovements(tx, [
    {
      subject: { line: "print", printOrderId: created.id },
      kind: "capture",
      amount: quote.total,
      paymentIntentId,
      movementKey: movementKey.capture(paymentIntentId),
      occurredAt: capturedAt,
      actor,
    },
  ]);
  await tx.quoteRequest.update({ where: { id: quote.quoteRequestId }, data: { stage: "paid" } });
  await recordQuoteEvent(tx, quote.quoteRequestId, {
    type: "payment.captured",
    message: `Paid ${formatCents(quote.total)} by card; print order ${printOrderNumber(created.id)} created.`,
    actor,
    data: { paymentIntentId, amount: quote.total },
  });
  await enqueueJobs(tx, [{ name: "quote.email", data: { kind: "paid", id: quote.id } }]);
  return created.id;
}

/**
 * No print order for this payment: the hold released before anything is captured (or a payment
 * the gateway took already refunded in full, its capture and refund into the ledger), and why, on
 * the request's timeline. The customer's answer says they were not charged.
 */
async function refuse(
  tx: Tx,
  { id: quoteRequestId, email }: { id: number; email: string },
  intent: PaymentIntentSummary,
  { reason, what }: Refusal,
  actor: OrderActor,
): Promise<Conflict> {
  const subject = { line: "print", refused: true, payerEmail: email, quoteRequestId } as const;
  await recordMovements(tx, await giveBackRefusedPayment(subject, intent, { reason, actor }));
  // Once on the timeline, however often the refusal is repeated (the browser, a replay, reconciliation).
  const told = await tx.quoteEvent.count({
    where: { quoteRequestId, type: "payment.refused", data: { path: ["paymentIntentId"], equals: intent.id } },
  });
  if (told === 0) {
    const outcome = intent.status === "requires_capture" ? "released, the card was not charged" : "refunded in full";
    await recordQuoteEvent(tx, quoteRequestId, {
      type: "payment.refused",
      message: `${what}: ${outcome}.`,
      actor: "system",
      data: { paymentIntentId: intent.id, amount: intent.amount },
    });
  }
  return new Conflict(reason);
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
    if (!isRefusal(error)) throw error;
    areaLogger("payments").warn({ eventId, paymentIntentId, reason: error.message }, "Stripe event: the quote payment's print order was refused, not retried");
  }
}

import "server-only";
import { prisma } from "@/lib/db";
import { Prisma } from "@/generated/prisma/client";
import { usableCouponWhere } from "@/lib/checkout/coupon-rules";
import { priceCart, type PricedLine } from "@/lib/checkout/pricing";
import type { CustomerInfo } from "@/lib/validation/checkout";
import { Conflict, NotFound, PaymentRefused, isRefusal } from "@/lib/errors";
import { enqueueJobs } from "@/lib/jobs/enqueue";
import { movementKey, recordMovements } from "@/lib/ledger/record";
import { merchCatalogue } from "@/lib/merch";
import { paymentGateway } from "@/lib/payments";
import type { PaymentIntentSummary } from "@/lib/payments/types";
import { giveBackRefusedPayment } from "@/lib/settlement/refused-payment";
import { recordOrderEvent } from "./events";
import { confirmationEmailJob } from "./emails";

export type CreatedOrder = { orderId: number; created: boolean };

// Checkout bursts queue for a connection rather than failing after Prisma's default 2 s.
const BUSY_TRANSACTION = { maxWait: 15_000, timeout: 20_000 };

type Checkout = NonNullable<Awaited<ReturnType<typeof prisma.checkout.findUnique>>>;

const NOT_FOUND = "We couldn't find that payment. Go back to checkout and try again.";

/**
 * The one way an order comes to exist: for a payment the gateway holds for exactly the amount we
 * priced. The card is only authorised in the browser; here the coupon's use is counted and price
 * and stock are checked again, and only then is the payment captured, so nothing is charged that
 * cannot be fulfilled. Safe to call any number of times, concurrently, from the browser, the
 * webhook and the reconciliation job: the order is unique on the payment id. Its fulfilment and
 * email are jobs, enqueued with it and first tried once the response has gone.
 */
export async function createOrderForPayment(paymentIntentId: string): Promise<CreatedOrder> {
  const checkout = await prisma.checkout.findUnique({ where: { paymentIntentId } });
  // The checkout is marked ordered in the transaction that makes its order (or was pruned long after).
  if (!checkout || checkout.status === "ordered") {
    const existing = await prisma.order.findUnique({ where: { paymentIntentId }, select: { id: true } });
    if (existing) return { orderId: existing.id, created: false };
    if (!checkout) throw new NotFound(NOT_FOUND);
  }
  if (checkout.status === "refused") throw new Conflict(checkout.failureReason ?? "This payment can't become an order. Please check out again.");

  const gateway = paymentGateway();
  const intent = await gateway.retrieveIntent(paymentIntentId);
  if (!intent) throw new NotFound(NOT_FOUND);
  if (intent.status !== "requires_capture" && intent.status !== "succeeded")
    throw new PaymentRefused("Your payment hasn't gone through, so no order was created.");
  if (intent.currency.toLowerCase() !== checkout.currency.toLowerCase()) {
    throw await refuse(checkout, intent, "The payment was made in another currency than your order, so we didn't charge you. Please check out again.");
  }
  if (intent.amount !== checkout.total) {
    throw await refuse(checkout, intent, "The payment amount doesn't match your order, so we didn't charge you. Please check out again.");
  }
  // Refunded in Stripe's dashboard, or by an earlier refusal: a replay must not make an order.
  if (intent.amountRefunded > 0) throw await refuse(checkout, intent, "This payment has been refunded, so no order was made.");

  const lines = checkout.items as PricedLine[];
  const stockProblem = await priceOrStockProblem(lines);
  if (stockProblem) throw await refuse(checkout, intent, stockProblem);
  if (!(await countCouponUse(checkout))) {
    throw await refuse(
      checkout,
      intent,
      "Your coupon was used up by other orders a moment ago, so we didn't charge your card. Please check out again without it.",
    );
  }

  const paid = intent.status === "succeeded" ? intent : await gateway.capture(paymentIntentId);
  if (paid.status !== "succeeded") throw new PaymentRefused("Your payment hasn't gone through, so no order was created.");
  const capturedAt = await gateway.now();

  try {
    const order = await prisma.$transaction(async (tx) => {
      // The order, then its lines: a nested create would read the order back once more.
      const created = await tx.order.create({ data: orderData(checkout, gateway.name), select: { id: true } });
      for (const line of lines) await tx.orderItem.create({ data: orderItem(created.id, line), select: { id: true } });
      await tx.checkout.update({ where: { paymentIntentId }, data: { status: "ordered" } });
      await recordMovements(tx, [
        {
          subject: { line: "merchandise", orderId: created.id },
          kind: "capture",
          amount: checkout.total,
          paymentIntentId,
          movementKey: movementKey.capture(paymentIntentId),
          occurredAt: capturedAt,
          actor: "customer",
        },
      ]);
      await recordOrderEvent(tx, created.id, { type: "order.created", message: "Order placed and paid.", actor: "customer", customerVisible: true });
      await enqueueJobs(tx, [{ name: "order.fulfil", data: { orderId: created.id } }, confirmationEmailJob(created.id)]);
      return created;
    }, BUSY_TRANSACTION);
    return { orderId: order.id, created: true };
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      // Another call created this payment's order first: answer with it.
      const winner = await prisma.order.findUniqueOrThrow({ where: { paymentIntentId }, select: { id: true } });
      return { orderId: winner.id, created: false };
    }
    throw error;
  }
}

function orderData(checkout: Checkout, provider: string): Prisma.OrderUncheckedCreateInput {
  const customer = checkout.customerInfo as CustomerInfo;
  return {
    paymentIntentId: checkout.paymentIntentId,
    paymentProvider: provider,
    userId: checkout.userId,
    customerName: `${customer.firstName} ${customer.lastName}`,
    customerEmail: customer.email,
    customerPhone: customer.phone || null,
    shipLine1: customer.address,
    shipLine2: customer.address2 || null,
    shipCity: customer.city,
    shipState: customer.state.toUpperCase(),
    shipZip: customer.zip,
    shipCountry: "US",
    notes: customer.notes || null,
    subtotal: checkout.subtotal,
    discount: checkout.discount,
    total: checkout.total,
    currency: checkout.currency,
    couponId: checkout.couponId,
    couponCode: checkout.couponCode,
  };
}

function orderItem(orderId: number, line: PricedLine): Prisma.OrderItemUncheckedCreateInput {
  return {
    orderId,
    productId: line.productId,
    variantId: line.variantId,
    name: line.name,
    variantName: line.variantName,
    image: line.image,
    price: line.unitPrice,
    quantity: line.quantity,
  };
}

/** Prices the lines again from the catalogue: a sentence when one sold out or changed price since checkout. */
async function priceOrStockProblem(lines: PricedLine[]): Promise<string | null> {
  let now: PricedLine[];
  try {
    now = (
      await priceCart(
        merchCatalogue(),
        lines.map((line) => ({ productId: line.productId, variantId: line.variantId, quantity: line.quantity })),
      )
    ).lines;
  } catch (error) {
    if (isRefusal(error)) return `${error.message.replace(/ Remove it.*$/, "")} We didn't charge your card.`;
    throw error;
  }
  const changed = lines.find((line) => now.find((n) => n.productId === line.productId && n.variantId === line.variantId)?.unitPrice !== line.unitPrice);
  return changed ? `The price of ${changed.variantName} changed while you were paying, so we didn't charge your card. Please check out again.` : null;
}

/**
 * Counts the checkout's coupon use once, atomically: false when the coupon was used up (or
 * expired) meanwhile. A second call for the same checkout finds it counted and goes on.
 */
async function countCouponUse(checkout: Checkout): Promise<boolean> {
  if (checkout.couponId === null || checkout.couponCounted) return true;
  const couponId = checkout.couponId;
  try {
    return await prisma.$transaction(async (tx) => {
      const marked = await tx.checkout.updateMany({
        where: { paymentIntentId: checkout.paymentIntentId, couponCounted: false },
        data: { couponCounted: true },
      });
      if (marked.count === 0) return true;
      // One conditional UPDATE: the row lock makes concurrent redemptions of the last use queue, and only one counts.
      const counted = await tx.coupon.updateMany({
        where: { id: couponId, ...usableCouponWhere(tx.coupon.fields, new Date()) },
        data: { usedCount: { increment: 1 } },
      });
      if (counted.count === 0) throw new CouponUsedUp();
      return true;
    }, BUSY_TRANSACTION);
  } catch (error) {
    if (error instanceof CouponUsedUp) return false;
    throw error;
  }
}

class CouponUsedUp extends Error {}

/**
 * No order for this payment: the authorisation is released (or, had it been captured already,
 * refunded in full, its capture and refund into the ledger), the coupon's use is given back, and
 * the reason kept for later calls.
 */
async function refuse(checkout: Checkout, intent: PaymentIntentSummary, reason: string): Promise<Conflict> {
  // The ledger's rows of this payment name no order, so they say who paid.
  const subject = { line: "merchandise", refused: true, payerEmail: (checkout.customerInfo as CustomerInfo).email } as const;
  const movements = await giveBackRefusedPayment(subject, intent, { reason, actor: "customer" });
  await prisma.$transaction(async (tx) => {
    await recordMovements(tx, movements);
    const released = await tx.checkout.updateMany({
      where: { paymentIntentId: checkout.paymentIntentId, couponCounted: true },
      data: { couponCounted: false },
    });
    if (released.count > 0 && checkout.couponId !== null) {
      await tx.$executeRaw`UPDATE "Coupon" SET "usedCount" = GREATEST("usedCount" - 1, 0), "updatedAt" = now() WHERE id = ${checkout.couponId}`;
    }
    await tx.checkout.update({ where: { paymentIntentId: checkout.paymentIntentId }, data: { status: "refused", failureReason: reason } });
  });
  return new Conflict(reason);
}

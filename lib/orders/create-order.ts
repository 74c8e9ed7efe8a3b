import "server-only";
import { prisma } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { PricedLine } from "@/lib/checkout/pricing";
import type { CustomerInfo } from "@/lib/checkout/schema";
import { ApiError } from "@/lib/http/api";
import { paymentGateway } from "@/lib/payments";
import { afterOrderCreated } from "./after-order";

export type CreatedOrder = { orderId: number; created: boolean };

class CouponUsedUp extends Error {}

// Checkout bursts queue for a connection rather than failing after Prisma's default 2 s.
const BUSY_TRANSACTION = { maxWait: 15_000, timeout: 20_000 };

/**
 * The one way an order comes to exist: for a payment the gateway confirms has succeeded, for
 * exactly the amount we priced. Safe to call any number of times, concurrently, from the
 * browser and from the webhook: the order is unique on the payment id, so one call creates it
 * and the others answer with it. The coupon use is counted atomically in the same transaction.
 */
export async function createOrderForPayment(paymentIntentId: string): Promise<CreatedOrder> {
  const existing = await prisma.order.findUnique({ where: { paymentIntentId }, select: { id: true } });
  if (existing) return existingOrder(existing.id);

  const checkout = await prisma.checkout.findUnique({ where: { paymentIntentId } });
  if (!checkout) throw new ApiError(404, "We couldn't find that payment. Go back to checkout and try again.");

  const gateway = paymentGateway();
  const intent = await gateway.retrieveIntent(paymentIntentId);
  if (!intent) throw new ApiError(404, "We couldn't find that payment. Go back to checkout and try again.");
  if (intent.status !== "succeeded") throw new ApiError(402, "Your payment hasn't gone through, so no order was created.");
  if (intent.amount !== checkout.total || intent.currency.toLowerCase() !== checkout.currency) {
    throw new ApiError(409, "The payment amount doesn't match your order. Contact us and we'll sort it out.");
  }

  const customer = checkout.customerInfo as CustomerInfo;
  const lines = checkout.items as PricedLine[];
  try {
    const order = await prisma.$transaction(async (tx) => {
      if (checkout.couponId !== null) {
        const counted = await tx.$executeRaw`
          UPDATE "Coupon" SET "usedCount" = "usedCount" + 1, "updatedAt" = now()
          WHERE id = ${checkout.couponId} AND "isActive" AND ("maxUses" IS NULL OR "usedCount" < "maxUses")
            AND ("expiresAt" IS NULL OR "expiresAt" > now())`;
        if (counted === 0) throw new CouponUsedUp();
      }
      return tx.order.create({
        data: {
          paymentIntentId,
          paymentProvider: gateway.name,
          customerName: `${customer.firstName} ${customer.lastName}`,
          customerEmail: customer.email,
          customerPhone: customer.phone || null,
          shippingAddress: [customer.address, `${customer.city}, ${customer.state} ${customer.zip}`, "United States"].join("\n"),
          notes: customer.notes || null,
          subtotal: checkout.subtotal,
          discount: checkout.discount,
          total: checkout.total,
          currency: checkout.currency,
          couponId: checkout.couponId,
          couponCode: checkout.couponCode,
          items: {
            create: lines.map((line) => ({ productId: line.productId, variantId: line.variantId, name: line.name, variantName: line.variantName, image: line.image, price: line.unitPrice, quantity: line.quantity })),
          },
        },
        select: { id: true },
      });
    }, BUSY_TRANSACTION);
    await afterOrderCreated(order.id);
    return { orderId: order.id, created: true };
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      // Another call created this payment's order first: answer with it.
      const winner = await prisma.order.findUniqueOrThrow({ where: { paymentIntentId }, select: { id: true } });
      return existingOrder(winner.id);
    }
    if (error instanceof CouponUsedUp) {
      const raced = await prisma.order.findUnique({ where: { paymentIntentId }, select: { id: true } });
      if (raced) return existingOrder(raced.id);
      await gateway.refund(paymentIntentId);
      throw new ApiError(409, "Your coupon was used up by other orders a moment ago, so we refunded your payment. Please check out again without it.");
    }
    throw error;
  }
}

/** An order made by an earlier call: finished here if that call's server died first, then answered. */
async function existingOrder(orderId: number): Promise<CreatedOrder> {
  await afterOrderCreated(orderId);
  return { orderId, created: false };
}

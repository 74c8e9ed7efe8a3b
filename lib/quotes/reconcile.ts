import "server-only";
import { prisma } from "@/lib/db";
import { isRefusal } from "@/lib/errors";
import { paymentGateway } from "@/lib/payments";
import { syncPaymentFromGateway } from "@/lib/settlement/sync";
import { settleQuotePayment } from "./payment";
import { DAY_MS } from "@/lib/time";

// A quote link lasts 30 days and a card authorisation about 7 more.
const WINDOW_MS = 38 * DAY_MS;
// Refunds and disputes can come months later.
const PRINT_ORDER_WINDOW_MS = 120 * DAY_MS;

/**
 * Quote payments the browser and the webhook both failed to report: an authorised or captured
 * one becomes its print order (or, on a quote withdrawn meanwhile, is released). The number settled.
 */
export async function reconcileQuotePayments(now = new Date()): Promise<number> {
  const gateway = paymentGateway();
  const open = await prisma.quote.findMany({
    where: { paymentIntentId: { not: null }, printOrder: null, createdAt: { gt: new Date(now.getTime() - WINDOW_MS) } },
    select: { paymentIntentId: true },
    take: 200,
  });
  let settled = 0;
  for (const { paymentIntentId } of open) {
    const intent = await gateway.retrieveIntent(paymentIntentId!);
    if (intent?.status !== "requires_capture" && intent?.status !== "succeeded") continue;
    try {
      if ((await settleQuotePayment(intent.id, "system")).created) settled += 1;
    } catch (error) {
      // A refusal released the payment and is on the request's timeline.
      if (!isRefusal(error)) throw error;
    }
  }
  return settled;
}

/**
 * Print orders whose money can still change (a refund made in Stripe's dashboard, a dispute), read
 * again from the gateway, as merchandise orders are: what a missed webhook would have said. The number synced.
 */
export async function reconcilePrintOrderMoney(now = new Date()): Promise<number> {
  const orders = await prisma.printOrder.findMany({
    where: {
      paymentProvider: paymentGateway().name,
      createdAt: { gt: new Date(now.getTime() - PRINT_ORDER_WINDOW_MS) },
      NOT: { paymentStatus: "refunded", disputeStatus: null },
    },
    select: { paymentIntentId: true },
    orderBy: { createdAt: "desc" },
  });
  for (const { paymentIntentId } of orders) await syncPaymentFromGateway(paymentIntentId, "system");
  return orders.length;
}

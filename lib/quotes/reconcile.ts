import "server-only";
import { prisma } from "@/lib/db";
import { ApiError } from "@/lib/http/api";
import { paymentGateway } from "@/lib/payments";
import { settleQuotePayment } from "./payment";

// A quote link lasts 30 days and a card authorisation about 7 more.
const WINDOW_MS = 38 * 24 * 60 * 60_000;

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
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
    }
  }
  return settled;
}

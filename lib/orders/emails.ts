import "server-only";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import type { JobContext } from "@/lib/jobs/handlers";
import type { JobRequest } from "@/lib/jobs/boss";
import type { OrderEmailKind } from "@/lib/jobs/queues";
import { sendEmailOnce } from "@/lib/mail";
import { orderEmail } from "@/lib/mail/order-emails";
import { recordOrderEvent } from "./events";

const DESCRIPTION: Record<OrderEmailKind, string> = {
  confirmation: "Order confirmation",
  shipped: "Shipping notice",
  refunded: "Refund notice",
  cancelled: "Cancellation notice",
};

/** The job that emails the customer their confirmation (once, however often it runs). */
export function confirmationEmailJob(orderId: number, resendKey?: string): JobRequest {
  return { name: "order.email", data: { orderId, kind: "confirmation", dedupeKey: `order-${orderId}-confirmation${resendKey ? `-${resendKey}` : ""}` } };
}

export function orderEmailJob(orderId: number, kind: Exclude<OrderEmailKind, "confirmation">, dedupeKey: string): JobRequest {
  return { name: "order.email", data: { orderId, kind, dedupeKey: `order-${orderId}-${kind}-${dedupeKey}` } };
}

/** Job handler: sends one email about an order and puts it on the order's timeline. */
export async function sendOrderEmail({ orderId, kind, dedupeKey }: { orderId: number; kind: OrderEmailKind; dedupeKey: string }, context: JobContext): Promise<void> {
  const order = await prisma.order.findUnique({ where: { id: orderId }, include: { items: { orderBy: { id: "asc" } } } });
  if (!order) return;
  const config = env();
  try {
    const sent = await sendEmailOnce(dedupeKey, orderEmail(kind, order, { supportEmail: config.SUPPORT_EMAIL, siteUrl: config.SITE_URL }), orderId);
    if (sent) {
      await recordOrderEvent(prisma, orderId, { type: "email.sent", message: `${DESCRIPTION[kind]} emailed to ${order.customerEmail}.`, actor: "job", customerVisible: true });
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await recordOrderEvent(prisma, orderId, {
      type: "email.attempt_failed",
      message: `${DESCRIPTION[kind]} attempt ${context.attempt} of ${context.maxAttempts} failed: ${reason}${context.lastAttempt ? " No more attempts: resend it from the order page." : ""}`,
      actor: "job",
    });
    throw error;
  }
}

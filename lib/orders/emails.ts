import "server-only";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import type { JobContext } from "@/lib/jobs/registry";
import type { JobRequest } from "@/lib/jobs/enqueue";
import type { JobPayloads, OrderEmailKind, OrderEmailNotice } from "@/lib/jobs/queues";
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

/** The job that emails the customer about a shipment, a refund (its own amount) or a cancellation. */
export function orderEmailJob(
  orderId: number,
  notice: { kind: "shipped" } | Extract<OrderEmailNotice, { kind: "refunded" | "cancelled" }>,
  dedupeKey: string,
): JobRequest {
  return { name: "order.email", data: { orderId, ...notice, dedupeKey: `order-${orderId}-${notice.kind}-${dedupeKey}` } };
}

/** Job handler: sends one email about an order and puts it on the order's timeline. */
export async function sendOrderEmail({ orderId, dedupeKey, ...notice }: JobPayloads["order.email"], context: JobContext): Promise<void> {
  const order = await prisma.order.findUnique({ where: { id: orderId }, include: { items: { orderBy: { id: "asc" } } } });
  if (!order) return;
  const { kind } = notice;
  const config = env();
  try {
    const sent = await sendEmailOnce(
      dedupeKey,
      orderEmail(withAmounts(notice, order.refundedAmount), order, { supportEmail: config.SUPPORT_EMAIL, siteUrl: config.SITE_URL }),
      orderId,
    );
    if (sent) {
      await recordOrderEvent(prisma, orderId, {
        type: "email.sent",
        message: `${DESCRIPTION[kind]} emailed to ${order.customerEmail}.`,
        actor: "job",
        customerVisible: true,
      });
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

/** Jobs queued before emails carried their amounts state the order's refunded total, as they used to. */
function withAmounts(notice: OrderEmailNotice, refundedAmount: number): OrderEmailNotice {
  if (notice.kind === "refunded" && notice.amount === undefined) return { ...notice, amount: refundedAmount };
  if (notice.kind === "cancelled" && notice.refunded === undefined) return { ...notice, refunded: refundedAmount };
  return notice;
}

import "server-only";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { NotFound, Unauthenticated } from "@/lib/errors";
import { matchesSecret } from "@/lib/http/shared-secret";
import { enqueueJobs } from "@/lib/jobs/enqueue";
import type { PrintfulWebhook } from "@/lib/validation/fulfilment-webhook";

// What Printful tells us about an order's progress; the rest (product syncs, stock) is not ours.
const ORDER_EVENTS = new Set(["package_shipped", "package_returned", "order_failed", "order_canceled", "order_updated"]);

/** Printful's webhooks carry no signature: the URL's secret is compared in constant time instead. */
export function checkPrintfulSecret(given: string | null): void {
  const secret = env().PRINTFUL_WEBHOOK_SECRET;
  if (!secret) throw new NotFound("Printful webhooks are not enabled here: set PRINTFUL_WEBHOOK_SECRET.");
  if (!matchesSecret(given, secret)) throw new Unauthenticated("The webhook secret is missing or wrong.");
}

/**
 * A Printful event about one of our orders queues a re-read of that order from Printful (the
 * payload itself is not trusted: anyone who learned the URL could send one). Events about orders
 * that are not ours are acknowledged and ignored, so Printful stops sending them.
 */
export async function handlePrintfulWebhook(event: PrintfulWebhook): Promise<{ received: true; orderId: number | null }> {
  const orderId = Number(event.data?.order?.external_id?.match(/^order-(\d{1,9})$/)?.[1] ?? Number.NaN);
  if (!ORDER_EVENTS.has(event.type) || !Number.isSafeInteger(orderId)) return { received: true, orderId: null };
  const known = await prisma.order.findUnique({ where: { id: orderId }, select: { id: true } });
  if (!known) return { received: true, orderId: null };
  await prisma.$transaction((tx) => enqueueJobs(tx, [{ name: "fulfilment.sync", data: { orderId }, singletonKey: String(orderId) }]));
  return { received: true, orderId };
}

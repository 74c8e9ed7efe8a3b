import { expect } from "vitest";
import { prisma } from "@/lib/db";
import { sandboxNow } from "@/lib/payments/sandbox-clock";
import { cookieFor, createUser } from "./accounts";
import { paidSandboxPayment, reportPayment, type CartItem } from "./checkout";

// Imports route handlers (through ./checkout), which read the environment once: import this after setting it.

/** Pays for items with the sandbox's test card and reports it, as the browser does: a new order (201), its jobs waiting. */
export async function placeSandboxOrder(items: CartItem[]): Promise<{ paymentIntentId: string; orderId: number }> {
  const paymentIntentId = await paidSandboxPayment(items);
  const response = await reportPayment(paymentIntentId);
  expect(response.status).toBe(201);
  const { orderId } = (await response.json()) as { orderId: number };
  return { paymentIntentId, orderId };
}

export function orderOf(orderId: number) {
  return prisma.order.findUniqueOrThrow({ where: { id: orderId }, include: { refunds: { orderBy: { id: "asc" } } } });
}

/** The order's timeline entries of one type, oldest first. */
export function timeline(orderId: number, type: string) {
  return prisma.orderEvent.findMany({ where: { orderId, type }, orderBy: { id: "asc" } });
}

/** The emails about an order whose dedupe key says their kind (order-12-confirmation, order-12-refunded-…). */
export function emailsOf(orderId: number, kind: "confirmation" | "shipped" | "refunded" | "cancelled") {
  return prisma.outgoingEmail.findMany({ where: { orderId, dedupeKey: { startsWith: `order-${orderId}-${kind}` } }, orderBy: { createdAt: "asc" } });
}

/** A signed-in admin past the PIN step: the Cookie header their browser sends. */
export async function adminCookie(): Promise<string> {
  return cookieFor(await createUser("ADMIN"), { pinStep: true });
}

/** A dynamic route's second argument for /…/[id]/…. */
export const idParams = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });

/** A POST from the admin's browser: JSON when there is a body. */
export function adminPost(path: string, cookie: string, body?: unknown): Request {
  const headers: Record<string, string> = { cookie };
  if (body !== undefined) headers["content-type"] = "application/json";
  return new Request(`http://localhost${path}`, { method: "POST", headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

/**
 * The customer's bank disputing a sandbox payment (needs_response) or deciding it (won, lost), on
 * the sandbox's clock: the sandbox dates a dispute when it was opened and when it closed, as Stripe does.
 */
export async function disputeSandboxPayment(paymentIntentId: string, status: "needs_response" | "won" | "lost"): Promise<void> {
  const now = await sandboxNow();
  const { disputeCreatedAt } = await prisma.sandboxPaymentIntent.findUniqueOrThrow({ where: { id: paymentIntentId } });
  await prisma.sandboxPaymentIntent.update({
    where: { id: paymentIntentId },
    data: { disputeStatus: status, disputeCreatedAt: disputeCreatedAt ?? now, disputeClosedAt: status === "needs_response" ? null : now },
  });
}

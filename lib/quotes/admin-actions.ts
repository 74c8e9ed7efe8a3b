import "server-only";
import { recordAudit } from "@/lib/admin/audit";
import { newLinkId } from "@/lib/auth/link-token";
import type { SessionUser } from "@/lib/auth/session";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/generated/prisma/client";
import { formatCents } from "@/lib/money";
import { Conflict, NotFound } from "@/lib/errors";
import { enqueueJobs } from "@/lib/jobs/enqueue";
import { adminActor } from "@/lib/orders/events";
import { QUOTE_LINK_DAYS, type PriceQuoteInput, type PrintOrderStatus, type QuoteStage } from "@/lib/validation/print-quote";
import { recordQuoteEvent } from "./events";
import { quoteTokenHash } from "./links";
import { lockQuoteRequest, WAITING_TRANSACTION } from "./lock";
import { printOrderNumber } from "./print-order-number";
import { PAID_STAGES, PRINT_STATUS_LABELS, stageOfPrintOrder } from "./stage";
import { DAY_MS } from "@/lib/time";

type Tx = Prisma.TransactionClient;

/**
 * The request, locked for this transaction: two admin clicks on it, and a payment being settled
 * (which holds the lock while it captures), happen one after the other.
 */
async function lockedRequest(tx: Tx, id: number) {
  await lockQuoteRequest(tx, id);
  const request = await tx.quoteRequest.findUnique({ where: { id }, include: { printOrder: { select: { id: true } } } });
  if (!request) throw new NotFound(`Quote request #${id} does not exist.`);
  return request;
}

/** A request with a print order is paid for: it takes no new price, revocation or decline. */
function refuseWhenPaid(request: { stage: QuoteStage; printOrder: { id: number } | null }, doing: string) {
  if (request.printOrder || PAID_STAGES.includes(request.stage)) throw new Conflict(`This quote is paid already, so it can't be ${doing}.`);
}

/** Revokes the request's outstanding quote links; the number revoked. */
async function revokeOutstanding(tx: Tx, quoteRequestId: number): Promise<number> {
  const { count } = await tx.quote.updateMany({ where: { quoteRequestId, revokedAt: null }, data: { revokedAt: new Date() } });
  return count;
}

/**
 * Prices a request: a new quote with its own link (any earlier link stops working), emailed to the
 * customer by a job enqueued in the same transaction.
 */
export async function priceQuote(actor: SessionUser, quoteRequestId: number, input: PriceQuoteInput): Promise<{ quoteId: string; total: number }> {
  const total = input.items.reduce((sum, item) => sum + item.amount, 0);
  const quoteId = newLinkId();
  await prisma.$transaction(async (tx) => {
    const request = await lockedRequest(tx, quoteRequestId);
    refuseWhenPaid(request, "priced again");
    if (request.stage === "declined") throw new Conflict("This request was declined, so it can't be priced.");
    const replaced = await revokeOutstanding(tx, quoteRequestId);
    const now = new Date();
    await tx.quote.create({
      data: {
        id: quoteId,
        quoteRequestId,
        items: input.items,
        note: input.note || null,
        total,
        tokenHash: quoteTokenHash(quoteId),
        expiresAt: new Date(now.getTime() + QUOTE_LINK_DAYS * DAY_MS),
        createdBy: actor.email,
        createdAt: now,
      },
    });
    await tx.quoteRequest.update({ where: { id: quoteRequestId }, data: { stage: "quoted" } });
    await recordQuoteEvent(tx, quoteRequestId, {
      type: "quote.priced",
      message: `Priced at ${formatCents(total)}${replaced ? ", replacing the earlier quote" : ""}; the link was emailed to ${request.email}.`,
      actor: adminActor(actor.email),
      data: { quoteId, total },
    });
    await recordAudit(tx, actor, {
      action: "quote.price",
      entityType: "quoteRequest",
      entityId: quoteRequestId,
      before: { stage: request.stage },
      after: { stage: "quoted", quoteId, total, items: input.items, note: input.note || null },
    });
    await enqueueJobs(tx, [{ name: "quote.email", data: { kind: "quote-link", id: quoteId } }]);
  }, WAITING_TRANSACTION);
  return { quoteId, total };
}

/** Stops the request's quote link working (the admin re-prices or declines afterwards). */
export async function revokeQuote(actor: SessionUser, quoteRequestId: number): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const request = await lockedRequest(tx, quoteRequestId);
    refuseWhenPaid(request, "revoked");
    if ((await revokeOutstanding(tx, quoteRequestId)) === 0) throw new Conflict("This request has no quote link to revoke.");
    await tx.quoteRequest.update({ where: { id: quoteRequestId }, data: { stage: "new" } });
    await recordQuoteEvent(tx, quoteRequestId, { type: "quote.revoked", message: "The quote link was revoked.", actor: adminActor(actor.email) });
    await recordAudit(tx, actor, {
      action: "quote.revoke",
      entityType: "quoteRequest",
      entityId: quoteRequestId,
      before: { stage: request.stage },
      after: { stage: "new" },
    });
  }, WAITING_TRANSACTION);
}

/** Declines a request: no quote for it, and any link out stops working. */
export async function declineQuoteRequest(actor: SessionUser, quoteRequestId: number): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const request = await lockedRequest(tx, quoteRequestId);
    refuseWhenPaid(request, "declined");
    if (request.stage === "declined") throw new Conflict("This request is declined already.");
    await revokeOutstanding(tx, quoteRequestId);
    await tx.quoteRequest.update({ where: { id: quoteRequestId }, data: { stage: "declined" } });
    await recordQuoteEvent(tx, quoteRequestId, { type: "request.declined", message: "The request was declined.", actor: adminActor(actor.email) });
    await recordAudit(tx, actor, {
      action: "quote.decline",
      entityType: "quoteRequest",
      entityId: quoteRequestId,
      before: { stage: request.stage },
      after: { stage: "declined" },
    });
  }, WAITING_TRANSACTION);
}

/** Moves a paid quote's print order along (paid, in production, shipped, delivered); the request's stage follows. */
export async function setPrintOrderStatus(actor: SessionUser, quoteRequestId: number, status: PrintOrderStatus): Promise<void> {
  await prisma.$transaction(async (tx) => {
    await lockedRequest(tx, quoteRequestId);
    const order = await tx.printOrder.findUnique({ where: { quoteRequestId } });
    if (!order) throw new Conflict("This request has no print order yet: it becomes one when the customer pays.");
    if (order.status === status) return;
    await tx.printOrder.update({ where: { id: order.id }, data: { status } });
    await tx.quoteRequest.update({ where: { id: quoteRequestId }, data: { stage: stageOfPrintOrder[status] } });
    await recordQuoteEvent(tx, quoteRequestId, {
      type: "print_order.status",
      message: `Print order ${printOrderNumber(order.id)} marked ${PRINT_STATUS_LABELS[status].toLowerCase()}.`,
      actor: adminActor(actor.email),
      data: { from: order.status, to: status },
    });
    await recordAudit(tx, actor, {
      action: "print_order.status",
      entityType: "quoteRequest",
      entityId: quoteRequestId,
      before: { status: order.status },
      after: { status },
    });
  }, WAITING_TRANSACTION);
}

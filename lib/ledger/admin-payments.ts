import "server-only";
import { prisma } from "@/lib/db";
import type { LedgerKind, LedgerLine, Prisma } from "@/generated/prisma/client";
import { planById } from "@/lib/content/plans";
import { skipTake, type ListQuery, type Page } from "@/lib/admin/list-query";
import type { CustomerInfo } from "@/lib/validation/checkout";

export const PAYMENT_SORTS = ["occurredAt"] as const;
export type PaymentQuery = ListQuery<(typeof PAYMENT_SORTS)[number]>;

/** One movement of money from the ledger, with what it paid for, as the admin reads it. */
export type AdminPayment = {
  id: number;
  occurredAt: string;
  line: LedgerLine;
  kind: LedgerKind;
  /** "Order #12", "Print order #3 (quote #5)", "Invoice #7 (Acme Plumbing, Professional)", "Payment refused: no order" */
  subject: string;
  customerEmail: string;
  amount: number;
  net: number;
  paymentIntentId: string | null;
  movementKey: string;
  actor: string;
};

const include = {
  order: { select: { customerEmail: true } },
  printOrder: { select: { customerEmail: true, quoteRequestId: true } },
  subscriptionInvoice: { select: { subscription: { select: { businessName: true, plan: true, user: { select: { email: true } } } } } },
} satisfies Prisma.LedgerEntryInclude;
type Row = Prisma.LedgerEntryGetPayload<{ include: typeof include }>;

type Subject = { subject: string; customerEmail: string };

function subjectOf(row: Row, refused: Map<string, Subject>): Subject {
  if (row.order) return { subject: `Order #${row.orderId}`, customerEmail: row.order.customerEmail };
  if (row.printOrder)
    return { subject: `Print order #${row.printOrderId} (quote #${row.printOrder.quoteRequestId})`, customerEmail: row.printOrder.customerEmail };
  if (row.subscriptionInvoice) {
    const subscription = row.subscriptionInvoice.subscription;
    return {
      subject: `Invoice #${row.subscriptionInvoiceId} (${subscription.businessName}, ${planById(subscription.plan)?.name ?? subscription.plan})`,
      customerEmail: subscription.user.email,
    };
  }
  return refused.get(row.paymentIntentId!) ?? { subject: "Payment refused: no order", customerEmail: "" };
}

/**
 * Who paid the payments on this page that were refused after they were taken (no order was made
 * for them, so no order row says): the checkout's or the quote's customer.
 */
async function refusedPayments(rows: Row[]): Promise<Map<string, Subject>> {
  const ids = rows.filter((row) => row.orderId === null && row.printOrderId === null && row.subscriptionInvoiceId === null).map((row) => row.paymentIntentId!);
  if (ids.length === 0) return new Map();
  const [checkouts, quotes] = await Promise.all([
    prisma.checkout.findMany({ where: { paymentIntentId: { in: ids } }, select: { paymentIntentId: true, customerInfo: true } }),
    prisma.quote.findMany({
      where: { paymentIntentId: { in: ids } },
      select: { paymentIntentId: true, quoteRequestId: true, quoteRequest: { select: { email: true } } },
    }),
  ]);
  return new Map([
    ...checkouts.map(({ paymentIntentId, customerInfo }): [string, Subject] => [
      paymentIntentId,
      { subject: "Payment refused: no order", customerEmail: (customerInfo as Pick<CustomerInfo, "email">).email },
    ]),
    ...quotes.map(({ paymentIntentId, quoteRequestId, quoteRequest }): [string, Subject] => [
      paymentIntentId!,
      { subject: `Payment refused: no print order (quote #${quoteRequestId})`, customerEmail: quoteRequest.email },
    ]),
  ]);
}

/**
 * The rows ?q finds: by payment id, or by the customer's email wherever it is kept. A payment
 * refused after it was taken has no order row, so its checkout's or its quote's email counts.
 */
async function search(q: string): Promise<Prisma.LedgerEntryWhereInput> {
  if (!q) return {};
  const refused = await refusedPaymentIdsOf(q);
  return {
    OR: [
      { paymentIntentId: { contains: q, mode: "insensitive" } },
      { order: { customerEmail: { contains: q, mode: "insensitive" } } },
      { printOrder: { customerEmail: { contains: q, mode: "insensitive" } } },
      { subscriptionInvoice: { subscription: { user: { email: { contains: q, mode: "insensitive" } } } } },
      { paymentIntentId: { in: refused }, orderId: null, printOrderId: null, subscriptionInvoiceId: null },
    ],
  };
}

/** The payments whose customer's email matches q that may have been refused after they were taken. */
async function refusedPaymentIdsOf(q: string): Promise<string[]> {
  const [checkouts, quotes] = await Promise.all([
    prisma.checkout.findMany({
      where: { status: "refused", customerInfo: { path: ["email"], string_contains: q, mode: "insensitive" } },
      select: { paymentIntentId: true },
    }),
    prisma.quote.findMany({
      where: { paymentIntentId: { not: null }, printOrder: { is: null }, quoteRequest: { email: { contains: q, mode: "insensitive" } } },
      select: { paymentIntentId: true },
    }),
  ]);
  return [...checkouts.map((checkout) => checkout.paymentIntentId), ...quotes.map((quote) => quote.paymentIntentId!)];
}

/** Every movement of money (captures, plan charges, refunds, disputes), newest first unless asked otherwise; ?q finds a payment or a customer's email. */
export async function listPayments(query: PaymentQuery): Promise<Page<AdminPayment>> {
  const where = await search(query.q);
  const [rows, total] = await Promise.all([
    prisma.ledgerEntry.findMany({ where, include, orderBy: [{ occurredAt: query.direction }, { id: query.direction }], ...skipTake(query) }),
    prisma.ledgerEntry.count({ where }),
  ]);
  const refused = await refusedPayments(rows);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      occurredAt: row.occurredAt.toISOString(),
      line: row.line,
      kind: row.kind,
      ...subjectOf(row, refused),
      amount: row.amount,
      net: row.net,
      paymentIntentId: row.paymentIntentId,
      movementKey: row.movementKey,
      actor: row.actor,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

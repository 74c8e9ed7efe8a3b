import "server-only";
import { prisma } from "@/lib/db";
import type { LedgerKind, LedgerLine, Prisma } from "@/generated/prisma/client";
import { planById } from "@/lib/content/plans";
import { skipTake, type ListQuery, type Page } from "@/lib/admin/list-query";

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

function subjectOf(row: Row): Subject {
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
  // A payment refused after it was taken: no order was made, so the row itself says who paid.
  const subject = row.quoteRequestId === null ? "Payment refused: no order" : `Payment refused: no print order (quote #${row.quoteRequestId})`;
  return { subject, customerEmail: row.payerEmail ?? "" };
}

/** The rows ?q finds: by payment id, or by the customer's email wherever it is kept. */
function search(q: string): Prisma.LedgerEntryWhereInput {
  if (!q) return {};
  return {
    OR: [
      { paymentIntentId: { contains: q, mode: "insensitive" } },
      { payerEmail: { contains: q, mode: "insensitive" } },
      { order: { customerEmail: { contains: q, mode: "insensitive" } } },
      { printOrder: { customerEmail: { contains: q, mode: "insensitive" } } },
      { subscriptionInvoice: { subscription: { user: { email: { contains: q, mode: "insensitive" } } } } },
    ],
  };
}

/** Every movement of money (captures, plan charges, refunds, disputes), newest first unless asked otherwise; ?q finds a payment or a customer's email. */
export async function listPayments(query: PaymentQuery): Promise<Page<AdminPayment>> {
  const where = search(query.q);
  const [rows, total] = await Promise.all([
    prisma.ledgerEntry.findMany({ where, include, orderBy: [{ occurredAt: query.direction }, { id: query.direction }], ...skipTake(query) }),
    prisma.ledgerEntry.count({ where }),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      occurredAt: row.occurredAt.toISOString(),
      line: row.line,
      kind: row.kind,
      ...subjectOf(row),
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

import "server-only";
import { containsAny, skipTake, type ListQuery, type Page } from "@/lib/admin/list-query";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/generated/prisma/client";
import type { PrintOrderStatus, QuoteItem, QuoteStage } from "@/lib/validation/print-quote";
import type { AdminRefund } from "@/lib/orders/admin-orders";
import { quoteLink } from "./links";
import { printOrderNumber } from "./print-order-number";
import { printOrderLabel } from "./shipping";

export const QUOTE_REQUEST_SORTS = ["createdAt", "businessName", "email"] as const;
export type QuoteRequestQuery = ListQuery<(typeof QUOTE_REQUEST_SORTS)[number]>;

/** A stored quote request (docs/api.md#get-apiquote-requests), with links to its artwork (served to the admin only). */
export type AdminQuoteRequest = {
  id: number;
  businessName: string;
  contactPerson: string;
  email: string;
  phone: string;
  product: string;
  quantity: number;
  paper: string;
  finish: string;
  corners: string;
  designOption: string;
  address: string | null;
  website: string | null;
  services: string | null;
  specialRequests: string | null;
  /** new, quoted, paid, in_production, done or declined (stage.ts). */
  stage: QuoteStage;
  createdAt: string;
  /** The artwork, each file behind the admin's own download route; an image's type starts with image/. */
  files: { id: string; name: string; size: number; contentType: string; url: string }[];
};

const quoteRequestFiles = {
  files: { select: { id: true, originalName: true, sizeBytes: true, contentType: true }, orderBy: { createdAt: "asc" } },
} satisfies Prisma.QuoteRequestInclude;

function toAdminQuoteRequest({ files, createdAt, ...quote }: Prisma.QuoteRequestGetPayload<{ include: typeof quoteRequestFiles }>): AdminQuoteRequest {
  return {
    ...quote,
    createdAt: createdAt.toISOString(),
    files: files.map((file) => ({
      id: file.id,
      name: file.originalName,
      size: file.sizeBytes,
      contentType: file.contentType,
      url: `/api/admin/uploads/${file.id}`,
    })),
  };
}

export async function listQuoteRequests(query: QuoteRequestQuery): Promise<Page<AdminQuoteRequest>> {
  const where: Prisma.QuoteRequestWhereInput = containsAny(query.q, ["businessName", "contactPerson", "email", "product"]);
  const [rows, total] = await Promise.all([
    prisma.quoteRequest.findMany({
      where,
      include: quoteRequestFiles,
      orderBy: [{ [query.sort]: query.direction }, { id: query.direction }],
      ...skipTake(query),
    }),
    prisma.quoteRequest.count({ where }),
  ]);
  return {
    rows: rows.map(toAdminQuoteRequest),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** How many quote requests have come in (the admin's tab count). */
export function quoteRequestCount(): Promise<number> {
  return prisma.quoteRequest.count();
}

/** A quote sent for a request, with the customer's link while it is not revoked (the admin can copy it). */
export type AdminQuote = {
  id: string;
  items: QuoteItem[];
  note: string | null;
  total: number;
  expiresAt: string;
  revokedAt: string | null;
  createdBy: string;
  createdAt: string;
  link: string | null;
};

/** A customer's question from the quote page, with the shop's answers, oldest first. */
export type AdminQuoteQuestion = {
  id: number;
  message: string;
  createdAt: string;
  answers: { id: number; message: string; answeredBy: string; createdAt: string }[];
};

/** One quote request with everything the admin acts on: its quotes, print order, questions and timeline. */
export type AdminQuoteDetail = {
  request: AdminQuoteRequest;
  quotes: AdminQuote[];
  printOrder: {
    id: number;
    number: string;
    status: PrintOrderStatus;
    total: number;
    paymentIntentId: string;
    paymentStatus: "paid" | "partially_refunded" | "refunded" | "disputed";
    refundedAmount: number;
    disputeStatus: string | null;
    disputedAmount: number;
    refunds: AdminRefund[];
    createdAt: string;
    shippingAddress: string | null;
  } | null;
  questions: AdminQuoteQuestion[];
  events: { id: number; type: string; message: string; actor: string; createdAt: string }[];
};

export async function quoteRequestDetail(id: number): Promise<AdminQuoteDetail | null> {
  const row = await prisma.quoteRequest.findUnique({
    where: { id },
    include: {
      ...quoteRequestFiles,
      quotes: { orderBy: { createdAt: "desc" } },
      printOrder: { include: { refunds: { orderBy: { createdAt: "asc" } } } },
      questions: { orderBy: { createdAt: "desc" }, include: { answers: { orderBy: { createdAt: "asc" } } } },
      events: { orderBy: [{ createdAt: "desc" }, { id: "desc" }] },
    },
  });
  if (!row) return null;
  const { quotes, printOrder, questions, events, ...request } = row;
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    request: toAdminQuoteRequest(request),
    quotes: quotes.map((q) => ({
      id: q.id,
      items: q.items as QuoteItem[],
      note: q.note,
      total: q.total,
      expiresAt: q.expiresAt.toISOString(),
      revokedAt: iso(q.revokedAt),
      createdBy: q.createdBy,
      createdAt: q.createdAt.toISOString(),
      link: q.revokedAt ? null : quoteLink(q.id),
    })),
    printOrder: printOrder && {
      id: printOrder.id,
      number: printOrderNumber(printOrder.id),
      status: printOrder.status,
      total: printOrder.total,
      paymentIntentId: printOrder.paymentIntentId,
      paymentStatus: printOrder.paymentStatus,
      refundedAmount: printOrder.refundedAmount,
      disputeStatus: printOrder.disputeStatus,
      disputedAmount: printOrder.disputedAmount,
      refunds: printOrder.refunds.map((r) => ({
        id: r.id,
        amount: r.amount,
        reason: r.reason,
        status: r.status,
        source: r.source,
        createdAt: r.createdAt.toISOString(),
      })),
      createdAt: printOrder.createdAt.toISOString(),
      shippingAddress: printOrderLabel(printOrder),
    },
    questions: questions.map((q) => ({
      id: q.id,
      message: q.message,
      createdAt: q.createdAt.toISOString(),
      answers: q.answers.map((a) => ({ id: a.id, message: a.message, answeredBy: a.answeredBy, createdAt: a.createdAt.toISOString() })),
    })),
    events: events.map((e) => ({ id: e.id, type: e.type, message: e.message, actor: e.actor, createdAt: e.createdAt.toISOString() })),
  };
}

/** The dashboard tile: quotes sent whose link can still be paid, and what they add up to. */
export async function quotesAwaitingPayment(): Promise<{ count: number; total: number }> {
  const where = { revokedAt: null, expiresAt: { gt: new Date() }, quoteRequest: { stage: "quoted" as const } };
  const result = await prisma.quote.aggregate({ where, _count: true, _sum: { total: true } });
  return { count: result._count, total: result._sum.total ?? 0 };
}

import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { AccountIdentity } from "@/lib/auth/email-verification";
import { findPrintProduct } from "@/lib/content/print-products";
import { prisma } from "@/lib/db";
import type { PrintOrderStatus, QuoteItem } from "@/lib/validation/print-quote";
import { quoteByToken } from "./links";

/** A print order as its customer sees it (on the quote link and on /account). */
export type CustomerPrintOrder = { id: number; quoteRequestId: number; product: string; quantity: number; total: number; status: PrintOrderStatus; createdAt: string };

/** What the quote link shows: the quote, its items and total, and its print order once paid. */
export type CustomerQuote = {
  quoteRequestId: number;
  businessName: string;
  contactPerson: string;
  email: string;
  product: string;
  quantity: number;
  items: QuoteItem[];
  note: string | null;
  total: number;
  expiresAt: string;
  printOrder: CustomerPrintOrder | null;
};

const productTitle = (id: string) => findPrintProduct(id)?.title ?? id;

function toCustomerPrintOrder(order: { id: number; quoteRequestId: number; total: number; status: PrintOrderStatus; createdAt: Date }, request: { product: string; quantity: number }): CustomerPrintOrder {
  return { id: order.id, quoteRequestId: order.quoteRequestId, product: productTitle(request.product), quantity: request.quantity, total: order.total, status: order.status, createdAt: order.createdAt.toISOString() };
}

/** The quote behind a link, or the ApiError saying why the link doesn't open (unknown, revoked, expired). */
export async function customerQuote(token: string): Promise<CustomerQuote> {
  const quote = await quoteByToken(token);
  const request = quote.quoteRequest;
  return {
    quoteRequestId: request.id,
    businessName: request.businessName,
    contactPerson: request.contactPerson,
    email: request.email,
    product: productTitle(request.product),
    quantity: request.quantity,
    items: quote.items as QuoteItem[],
    note: quote.note,
    total: quote.total,
    expiresAt: quote.expiresAt.toISOString(),
    printOrder: quote.printOrder ? toCustomerPrintOrder(quote.printOrder, request) : null,
  };
}

/**
 * The print orders an account is shown, newest first: those of requests it sent while signed in,
 * and, once its address is confirmed, those paid for requests made with that address.
 */
export async function printOrdersOfCustomer({ userId, confirmedEmail }: AccountIdentity): Promise<CustomerPrintOrder[]> {
  const its: Prisma.PrintOrderWhereInput[] = [{ quoteRequest: { userId } }];
  if (confirmedEmail) its.push({ customerEmail: { equals: confirmedEmail, mode: "insensitive" } });
  const orders = await prisma.printOrder.findMany({ where: { OR: its }, include: { quoteRequest: { select: { product: true, quantity: true } } }, orderBy: { createdAt: "desc" } });
  return orders.map((order) => toCustomerPrintOrder(order, order.quoteRequest));
}

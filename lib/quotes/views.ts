import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { AccountIdentity } from "@/lib/auth/email-verification";
import { findPrintProduct } from "@/lib/content/print-products";
import { prisma } from "@/lib/db";
import { MAX_DB_INT } from "@/lib/db/limits";
import type { PrintOrderStatus, QuoteItem, ShippingAddress } from "@/lib/validation/print-quote";
import { quoteByToken } from "./links";
import { printOrderNumber } from "./print-order-number";
import { printOrderLabel, shippingGuess, storedShipping } from "./shipping";

/** A print order as its customer sees it (on the quote link, on /account and at /orders/lookup). */
export type CustomerPrintOrder = {
  id: number;
  /** P-1042: never to be mistaken for a merchandise order's #1042. */
  number: string;
  quoteRequestId: number;
  product: string;
  quantity: number;
  total: number;
  status: PrintOrderStatus;
  createdAt: string;
  /** The label it ships to, or null for one paid before the payment asked for an address. */
  shippingAddress: string | null;
};

/** What the quote link shows: the quote, its items and total, and its request's print order once paid. */
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
  /** The payment form's shipping address: the one given when the payment was opened, or a guess from the request. */
  shipTo: ShippingAddress;
  printOrder: CustomerPrintOrder | null;
};

const productTitle = (id: string) => findPrintProduct(id)?.title ?? id;

type PrintOrderRow = Prisma.PrintOrderGetPayload<{
  select: {
    id: true;
    quoteRequestId: true;
    total: true;
    status: true;
    createdAt: true;
    shipName: true;
    shipLine1: true;
    shipLine2: true;
    shipCity: true;
    shipState: true;
    shipZip: true;
    shipCountry: true;
  };
}>;

function toCustomerPrintOrder(order: PrintOrderRow, request: { product: string; quantity: number }): CustomerPrintOrder {
  return {
    id: order.id,
    number: printOrderNumber(order.id),
    quoteRequestId: order.quoteRequestId,
    product: productTitle(request.product),
    quantity: request.quantity,
    total: order.total,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    shippingAddress: printOrderLabel(order),
  };
}

/** The quote behind a link, or the error saying why the link doesn't open (unknown, revoked, expired). */
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
    shipTo: storedShipping(quote.shipping) ?? shippingGuess(request),
    printOrder: request.printOrder ? toCustomerPrintOrder(request.printOrder, request) : null,
  };
}

/**
 * The print orders an account is shown, newest first: those of requests it sent while signed in,
 * and, once its address is confirmed, those paid for requests made with that address.
 */
export async function printOrdersOfCustomer({ userId, confirmedEmail }: AccountIdentity): Promise<CustomerPrintOrder[]> {
  const its: Prisma.PrintOrderWhereInput[] = [{ quoteRequest: { userId } }];
  if (confirmedEmail) its.push({ customerEmail: { equals: confirmedEmail, mode: "insensitive" } });
  const orders = await prisma.printOrder.findMany({
    where: { OR: its },
    include: { quoteRequest: { select: { product: true, quantity: true } } },
    orderBy: { createdAt: "desc" },
  });
  return orders.map((order) => toCustomerPrintOrder(order, order.quoteRequest));
}

/** A guest's look-up (see lib/orders/customer-orders.ts): the print order with this id paid with this email, or null. */
export async function printOrderOfGuest(id: number, email: string): Promise<CustomerPrintOrder | null> {
  if (id > MAX_DB_INT) return null;
  const order = await prisma.printOrder.findUnique({ where: { id }, include: { quoteRequest: { select: { product: true, quantity: true } } } });
  if (!order || order.customerEmail.trim().toLowerCase() !== email.trim().toLowerCase()) return null;
  return toCustomerPrintOrder(order, order.quoteRequest);
}

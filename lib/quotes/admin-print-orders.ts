import "server-only";
import { prisma } from "@/lib/db";
import { MAX_DB_INT } from "@/lib/db/limits";
import type { Prisma } from "@/generated/prisma/client";
import { findPrintProduct } from "@/lib/content/print-products";
import { skipTake, type ListQuery, type Page } from "@/lib/admin/list-query";
import type { PrintOrderFilters, PrintOrderStatus } from "@/lib/validation/print-quote";
import { printOrderIdOf, printOrderNumber } from "./print-order-number";
import { printOrderLabel } from "./shipping";

export const PRINT_ORDER_SORTS = ["createdAt", "total", "status"] as const;

/** A paid quote's print order in the admin's Orders tab (money in cents); it is run from its request's page. */
export type AdminPrintOrder = {
  id: number;
  /** P-1042: never to be mistaken for merchandise order #1042. */
  number: string;
  quoteRequestId: number;
  businessName: string;
  contactPerson: string;
  customerEmail: string;
  product: string;
  quantity: number;
  total: number;
  status: PrintOrderStatus;
  createdAt: string;
  /** The label it ships to, or null for one paid before the payment asked for an address. */
  shippingAddress: string | null;
  /** "Austin, TX": the list's short form of the address. */
  shipsTo: string | null;
};

const include = { quoteRequest: { select: { businessName: true, contactPerson: true, product: true, quantity: true } } } satisfies Prisma.PrintOrderInclude;

function toAdminPrintOrder(order: Prisma.PrintOrderGetPayload<{ include: typeof include }>): AdminPrintOrder {
  const request = order.quoteRequest;
  return {
    id: order.id,
    number: printOrderNumber(order.id),
    quoteRequestId: order.quoteRequestId,
    businessName: request.businessName,
    contactPerson: request.contactPerson,
    customerEmail: order.customerEmail,
    product: findPrintProduct(request.product)?.title ?? request.product,
    quantity: request.quantity,
    total: order.total,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    shippingAddress: printOrderLabel(order),
    shipsTo: order.shipCity && order.shipState ? `${order.shipCity}, ${order.shipState}` : null,
  };
}

/** A search finds a print order by its number (P-1042, or the digits alone), the customer's email, business or name. */
function printOrderFilter(q: string, filters: PrintOrderFilters): Prisma.PrintOrderWhereInput {
  const where: Prisma.PrintOrderWhereInput = { status: filters.status };
  if (!q) return where;
  const id = printOrderIdOf(q) ?? (/^#?\d{1,9}$/.test(q) ? Number(q.replace("#", "")) : null);
  const contains = { contains: q, mode: "insensitive" } as const;
  return {
    ...where,
    OR: [
      ...(id !== null && id <= MAX_DB_INT ? [{ id }] : []),
      { customerEmail: contains },
      { shipName: contains },
      { quoteRequest: { businessName: contains } },
      { quoteRequest: { contactPerson: contains } },
    ],
  };
}

export async function listPrintOrders(query: ListQuery<(typeof PRINT_ORDER_SORTS)[number]>, filters: PrintOrderFilters = {}): Promise<Page<AdminPrintOrder>> {
  const where = printOrderFilter(query.q, filters);
  const [rows, total] = await Promise.all([
    prisma.printOrder.findMany({ where, include, orderBy: [{ [query.sort]: query.direction }, { id: query.direction }], ...skipTake(query) }),
    prisma.printOrder.count({ where }),
  ]);
  return { rows: rows.map(toAdminPrintOrder), total, page: query.page, pageSize: query.pageSize };
}

/** How many print orders a search finds (the Orders tab's Print count). */
export function countPrintOrders(q: string): Promise<number> {
  return prisma.printOrder.count({ where: printOrderFilter(q, {}) });
}

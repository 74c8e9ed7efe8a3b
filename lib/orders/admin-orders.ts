import "server-only";
import { prisma } from "@/lib/db";
import { MAX_DB_INT } from "@/lib/db/limits";
import type { Prisma } from "@/generated/prisma/client";
import { skipTake, type ListQuery, type Page } from "@/lib/admin/list-query";
import { netOfSubject } from "@/lib/ledger/figures";
import type { OrderFilters, OrderStatus } from "@/lib/validation/order";
import { formatAddress } from "./address";

export const ORDER_SORTS = ["createdAt", "total", "customerName", "status"] as const;

/** An order as the admin API returns it (docs/api.md#get-apiadminorders) (money in cents), with its payment and fulfilment states. */
export type AdminOrder = {
  id: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  subtotal: number;
  total: number;
  discount: number;
  status: OrderStatus;
  paymentStatus: "paid" | "partially_refunded" | "refunded" | "disputed";
  refundedAmount: number;
  /** The bank's dispute of the payment, if any (needs_response … won, lost), and its amount in cents. */
  disputeStatus: string | null;
  disputedAmount: number;
  fulfillmentStatus: "pending" | "submitted" | "failed" | "shipped" | "cancelled";
  fulfillmentError: string | null;
  createdAt: string;
  shippingAddress: string;
  couponCode: string | null;
  items: { name: string; variantName: string; price: number; quantity: number }[];
};

export type AdminOrderEvent = { id: number; type: string; message: string; actor: string; customerVisible: boolean; createdAt: string };
export type AdminRefund = { id: number; amount: number; reason: string | null; status: string; source: string; createdAt: string };

/** One order's page: everything the list has, plus the timeline, refunds and fulfilment detail. */
export type AdminOrderDetail = AdminOrder & {
  paymentIntentId: string;
  paymentProvider: string;
  notes: string | null;
  internalNote: string | null;
  /** What the order has brought in so far: its movements' net in the ledger. */
  netRevenue: number;
  fulfillmentReference: string | null;
  tracking: { carrier: string | null; number: string; url: string | null } | null;
  events: AdminOrderEvent[];
  refunds: AdminRefund[];
};

export const adminOrderInclude = {
  items: { select: { name: true, variantName: true, price: true, quantity: true }, orderBy: { id: "asc" } },
} satisfies Prisma.OrderInclude;
type OrderRow = Prisma.OrderGetPayload<{ include: typeof adminOrderInclude }>;

export function toAdminOrder(order: OrderRow): AdminOrder {
  return {
    id: order.id,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    subtotal: order.subtotal,
    total: order.total,
    discount: order.discount,
    status: order.status,
    paymentStatus: order.paymentStatus,
    refundedAmount: order.refundedAmount,
    disputeStatus: order.disputeStatus,
    disputedAmount: order.disputedAmount,
    fulfillmentStatus: order.fulfillmentStatus,
    fulfillmentError: order.fulfillmentError,
    createdAt: order.createdAt.toISOString(),
    shippingAddress: formatAddress(order),
    couponCode: order.couponCode,
    items: order.items,
  };
}

function orderFilter(q: string, filters: OrderFilters): Prisma.OrderWhereInput {
  const where: Prisma.OrderWhereInput = { status: filters.status, paymentStatus: filters.payment, fulfillmentStatus: filters.fulfilment };
  if (!q) return where;
  const id = /^#?\d+$/.test(q) ? Number(q.replace("#", "")) : null;
  return {
    ...where,
    OR: [
      ...(id !== null && id <= MAX_DB_INT ? [{ id }] : []),
      { customerName: { contains: q, mode: "insensitive" } },
      { customerEmail: { contains: q, mode: "insensitive" } },
    ],
  };
}

export async function listOrders(query: ListQuery<(typeof ORDER_SORTS)[number]>, filters: OrderFilters = {}): Promise<Page<AdminOrder>> {
  const where = orderFilter(query.q, filters);
  const [rows, total] = await Promise.all([
    prisma.order.findMany({ where, include: adminOrderInclude, orderBy: [{ [query.sort]: query.direction }, { id: query.direction }], ...skipTake(query) }),
    prisma.order.count({ where }),
  ]);
  return { rows: rows.map(toAdminOrder), total, page: query.page, pageSize: query.pageSize };
}

export async function recentOrders(limit = 5): Promise<AdminOrder[]> {
  const rows = await prisma.order.findMany({ include: adminOrderInclude, orderBy: { createdAt: "desc" }, take: limit });
  return rows.map(toAdminOrder);
}

export async function orderDetail(id: number): Promise<AdminOrderDetail | null> {
  const order = await prisma.order.findUnique({
    where: { id },
    include: { ...adminOrderInclude, events: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] }, refunds: { orderBy: { createdAt: "asc" } } },
  });
  if (!order) return null;
  const netRevenue = await netOfSubject({ line: "merchandise", orderId: id });
  return {
    ...toAdminOrder(order),
    paymentIntentId: order.paymentIntentId,
    paymentProvider: order.paymentProvider,
    notes: order.notes,
    internalNote: order.internalNote,
    netRevenue,
    fulfillmentReference: order.fulfillmentReference,
    tracking: order.trackingNumber ? { carrier: order.trackingCarrier, number: order.trackingNumber, url: order.trackingUrl } : null,
    events: order.events.map((e) => ({
      id: e.id,
      type: e.type,
      message: e.message,
      actor: e.actor,
      customerVisible: e.customerVisible,
      createdAt: e.createdAt.toISOString(),
    })),
    refunds: order.refunds.map((r) => ({
      id: r.id,
      amount: r.amount,
      reason: r.reason,
      status: r.status,
      source: r.source,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** How many merchandise orders a search finds (the Orders tab's Merchandise count). */
export function countOrders(q: string): Promise<number> {
  return prisma.order.count({ where: orderFilter(q, {}) });
}

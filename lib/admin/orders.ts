import "server-only";
import { z } from "@/lib/validation/zod";
import { prisma } from "@/lib/db";
import { MAX_DB_INT } from "@/lib/db/limits";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { SessionUser } from "@/lib/auth/session";
import { ApiError } from "@/lib/http/api";
import { recordAudit } from "./audit";
import { skipTake, type ListQuery, type Page } from "./list-query";

export const ORDER_STATUSES = ["pending", "processing", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_SORTS = ["createdAt", "total", "customerName", "status"] as const;

export const orderStatusSchema = z.object({ status: z.enum(ORDER_STATUSES, { error: `Status must be one of: ${ORDER_STATUSES.join(", ")}.` }) });

/** SPEC §3's order as the admin API returns it (money in cents). */
export type AdminOrder = {
  id: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  total: number;
  discount: number;
  status: OrderStatus;
  createdAt: string;
  shippingAddress: string;
  couponCode: string | null;
  items: { name: string; variantName: string; price: number; quantity: number }[];
};

const include = { items: { select: { name: true, variantName: true, price: true, quantity: true }, orderBy: { id: "asc" } } } satisfies Prisma.OrderInclude;
type OrderRow = Prisma.OrderGetPayload<{ include: typeof include }>;

function toAdminOrder(order: OrderRow): AdminOrder {
  return {
    id: order.id,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    total: order.total,
    discount: order.discount,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    shippingAddress: order.shippingAddress,
    couponCode: order.couponCode,
    items: order.items,
  };
}

function orderFilter(q: string, status?: OrderStatus): Prisma.OrderWhereInput {
  const where: Prisma.OrderWhereInput = status ? { status } : {};
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

export async function listOrders(query: ListQuery<(typeof ORDER_SORTS)[number]>, status?: OrderStatus): Promise<Page<AdminOrder>> {
  const where = orderFilter(query.q, status);
  const [rows, total] = await Promise.all([
    prisma.order.findMany({ where, include, orderBy: [{ [query.sort]: query.direction }, { id: query.direction }], ...skipTake(query) }),
    prisma.order.count({ where }),
  ]);
  return { rows: rows.map(toAdminOrder), total, page: query.page, pageSize: query.pageSize };
}

export async function recentOrders(limit = 5): Promise<AdminOrder[]> {
  const rows = await prisma.order.findMany({ include, orderBy: { createdAt: "desc" }, take: limit });
  return rows.map(toAdminOrder);
}

/** The dashboard's four numbers' order part: revenue (cents), order count, pending count. */
export async function orderStats(): Promise<{ totalRevenue: number; totalOrders: number; pendingOrders: number }> {
  const [sum, pendingOrders] = await Promise.all([
    prisma.order.aggregate({ _sum: { total: true }, _count: { _all: true } }),
    prisma.order.count({ where: { status: "pending" } }),
  ]);
  return { totalRevenue: sum._sum.total ?? 0, totalOrders: sum._count._all, pendingOrders };
}

export async function updateOrderStatus(actor: SessionUser, id: number, status: OrderStatus): Promise<AdminOrder> {
  return prisma.$transaction(async (tx) => {
    const before = await tx.order.findUnique({ where: { id }, select: { status: true } });
    if (!before) throw new ApiError(404, `Order #${id} does not exist.`);
    const order = await tx.order.update({ where: { id }, data: { status }, include });
    await recordAudit(tx, actor, { action: "order.status", entityType: "order", entityId: id, before, after: { status } });
    return toAdminOrder(order);
  });
}

import "server-only";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";

export type OrderStats = {
  /** Net revenue in cents: totals less refunds and lost disputes; cancelled orders count nothing. */
  totalRevenue: number;
  totalOrders: number;
  /** Waiting for the owner: pending, and not (yet) in the print partner's hands (failed, not sent yet, or cancelled there). */
  pendingOrders: number;
  failedFulfilments: number;
  openDisputes: number;
};

export type RevenueDay = { day: string; revenue: number; orders: number };

// lib/orders/payment-state.ts's netRevenueOf, in SQL so the sum happens in the database.
const NET_REVENUE = `CASE WHEN status = 'cancelled' THEN 0
  ELSE GREATEST(0, total - "refundedAmount" - CASE WHEN "disputeStatus" = 'lost' THEN "disputedAmount" ELSE 0 END) END`;

const OPEN_DISPUTE = `"disputeStatus" IS NOT NULL AND "disputeStatus" NOT IN ('won', 'lost', 'warning_closed', 'prevented')`;

/** The dashboard's numbers about orders, in one query. */
export async function orderStats(): Promise<OrderStats> {
  const [row] = await prisma.$queryRawUnsafe<{ revenue: bigint | null; orders: bigint; pending: bigint; failed: bigint; disputes: bigint }[]>(`
    SELECT SUM(${NET_REVENUE}) AS revenue, COUNT(*) AS orders,
      COUNT(*) FILTER (WHERE status = 'pending' AND "fulfillmentStatus" NOT IN ('submitted', 'shipped')) AS pending,
      COUNT(*) FILTER (WHERE "fulfillmentStatus" = 'failed') AS failed,
      COUNT(*) FILTER (WHERE ${OPEN_DISPUTE}) AS disputes
    FROM "Order"`);
  return {
    totalRevenue: Number(row?.revenue ?? 0),
    totalOrders: Number(row?.orders ?? 0),
    pendingOrders: Number(row?.pending ?? 0),
    failedFulfilments: Number(row?.failed ?? 0),
    openDisputes: Number(row?.disputes ?? 0),
  };
}

const dayKey = (instant: Date, timeZone: string) => new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);

/**
 * Net revenue and order count for each of the last `days` days on the store's clock (today
 * included), every day present even without orders.
 */
export async function dailyRevenue(days = 30, now = new Date()): Promise<RevenueDay[]> {
  const timeZone = env().STORE_TIME_ZONE;
  const since = new Date(now.getTime() - (days + 1) * 86_400_000);
  const rows = await prisma.$queryRawUnsafe<{ day: string; revenue: bigint; orders: bigint }[]>(
    `SELECT to_char(("createdAt" AT TIME ZONE 'UTC') AT TIME ZONE $1, 'YYYY-MM-DD') AS day, SUM(${NET_REVENUE}) AS revenue, COUNT(*) AS orders
     FROM "Order" WHERE "createdAt" >= $2 GROUP BY 1`,
    timeZone,
    since,
  );
  const byDay = new Map(rows.map((row) => [row.day, row]));
  // Calendar arithmetic on today's date: days of 23 or 25 hours never skip or repeat a day.
  const [year, month, date] = dayKey(now, timeZone).split("-").map(Number) as [number, number, number];
  return Array.from({ length: days }, (_, index) => {
    const day = new Date(Date.UTC(year, month - 1, date - (days - 1 - index))).toISOString().slice(0, 10);
    const row = byDay.get(day);
    return { day, revenue: Number(row?.revenue ?? 0), orders: Number(row?.orders ?? 0) };
  });
}

import "server-only";
import { prisma } from "@/lib/db";

/** The dashboard's counts of merchandise orders (money figures read the ledger: lib/ledger/figures.ts). */
export type OrderStats = {
  totalOrders: number;
  /** Waiting for the owner: pending, and not (yet) in the print partner's hands (failed, not sent yet, or cancelled there). */
  pendingOrders: number;
  failedFulfilments: number;
};

/** The dashboard's numbers about orders, in one query. */
export async function orderStats(): Promise<OrderStats> {
  const [row] = await prisma.$queryRaw<{ orders: bigint; pending: bigint; failed: bigint }[]>`
    SELECT COUNT(*) AS orders,
      COUNT(*) FILTER (WHERE status = 'pending' AND "fulfillmentStatus" NOT IN ('submitted', 'shipped')) AS pending,
      COUNT(*) FILTER (WHERE "fulfillmentStatus" = 'failed') AS failed
    FROM "Order"`;
  return {
    totalOrders: Number(row?.orders ?? 0),
    pendingOrders: Number(row?.pending ?? 0),
    failedFulfilments: Number(row?.failed ?? 0),
  };
}

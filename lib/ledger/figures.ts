import "server-only";
import { prisma } from "@/lib/db";
import { lastStoreDays, storeTimeZone } from "@/lib/time";
import type { LedgerLine } from "@/generated/prisma/client";
import { paymentGateway } from "@/lib/payments";
import { subjectColumn, type LedgerSubject } from "./record";

export const LEDGER_LINES = ["merchandise", "print", "plan"] as const satisfies readonly LedgerLine[];

/** Net revenue in cents for each line (what it took, less refunds and lost disputes), and their total. */
export type Revenue = Record<LedgerLine, number> & { total: number };

/** One day of the chart: its net revenue in cents, and how many payments were taken (captures and plan charges). */
export type RevenueDay = { day: string; revenue: number; payments: number };

const byLine = (rows: { line: LedgerLine; value: bigint | number | null }[]) =>
  Object.fromEntries(LEDGER_LINES.map((line) => [line, Number(rows.find((row) => row.line === line)?.value ?? 0)])) as Record<LedgerLine, number>;

/** The dashboard's revenue: the ledger's net movements, per line and in total. */
export async function revenueByLine(): Promise<Revenue> {
  const rows = await prisma.$queryRaw<{ line: LedgerLine; value: bigint | null }[]>`SELECT line, SUM(net) AS value FROM "LedgerEntry" GROUP BY line`;
  const lines = byLine(rows);
  return { ...lines, total: LEDGER_LINES.reduce((sum, line) => sum + lines[line], 0) };
}

/** How many payments of each line the bank disputes now. */
export type OpenDisputes = Record<LedgerLine, number>;

/** Payments the bank disputes now, per line: those whose latest dispute movement is its opening. */
export async function openDisputes(): Promise<OpenDisputes> {
  const rows = await prisma.$queryRaw<{ line: LedgerLine; value: bigint }[]>`
    SELECT line, COUNT(*) AS value FROM (
      SELECT DISTINCT ON ("paymentIntentId") line, kind FROM "LedgerEntry"
      WHERE kind IN ('dispute_opened', 'dispute_won', 'dispute_lost')
      ORDER BY "paymentIntentId", id DESC
    ) latest
    WHERE kind = 'dispute_opened' GROUP BY line`;
  return byLine(rows);
}

/** What one order, print order or invoice has brought in so far: its movements' net. */
export async function netOfSubject(subject: LedgerSubject): Promise<number> {
  const { _sum } = await prisma.ledgerEntry.aggregate({ where: subjectColumn(subject), _sum: { net: true } });
  return _sum.net ?? 0;
}

/**
 * Net revenue and payments taken for each of the last `days` days on the store's calendar
 * (today included, every day present): each movement on the day its money moved, on the
 * gateway's clock (the sandbox's in TEST MODE), so a refund counts on the day it was made.
 */
export async function dailyRevenue(days = 30): Promise<RevenueDay[]> {
  const calendar = lastStoreDays(days, await paymentGateway().now());
  const rows = await prisma.$queryRaw<{ day: string; revenue: bigint; payments: bigint }[]>`
    SELECT to_char(("occurredAt" AT TIME ZONE 'UTC') AT TIME ZONE ${storeTimeZone()}, 'YYYY-MM-DD') AS day,
      SUM(net) AS revenue, COUNT(*) FILTER (WHERE kind IN ('capture', 'charge')) AS payments
    FROM "LedgerEntry" WHERE "occurredAt" >= ${calendar.since} GROUP BY 1`;
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return calendar.days.map((day) => {
    const row = byDay.get(day);
    return { day, revenue: Number(row?.revenue ?? 0), payments: Number(row?.payments ?? 0) };
  });
}

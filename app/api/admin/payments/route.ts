import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { parseListQuery } from "@/lib/admin/list-query";
import { listPayments, PAYMENT_SORTS } from "@/lib/admin/payments";
import { paymentsCsv } from "@/lib/admin/payments-csv";
import { wantsCsv } from "@/lib/admin/route-params";
import { apiHandler } from "@/lib/http/api";
import { pageHeaders } from "@/lib/http/page-headers";

/** GET /api/admin/payments: the ledger's movements of money, newest first; ?page, ?pageSize, ?sort, ?q; ?format=csv exports all that match. */
export const GET = apiHandler(async (request) => {
  await requireAdmin(request);
  const query = parseListQuery(new URL(request.url).searchParams, PAYMENT_SORTS, "-occurredAt");
  if (wantsCsv(request)) return paymentsCsv(query);
  const page = await listPayments(query);
  return NextResponse.json(page.rows, { headers: pageHeaders(page) });
});

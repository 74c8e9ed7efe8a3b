import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { quoteRequestsCsv } from "@/lib/admin/leads-csv";
import { LEAD_SORTS, listQuoteRequests } from "@/lib/admin/leads";
import { parseListQuery } from "@/lib/admin/list-query";
import { pageHeaders } from "@/lib/http/page-headers";
import { wantsCsv } from "@/lib/admin/route-params";
import { apiHandler } from "@/lib/http/api";

/** GET /api/quote-requests (admin only): ?page, ?pageSize, ?sort, ?q; ?format=csv exports all that match. */
export const GET = apiHandler(async (request) => {
  await requireAdmin(request);
  const query = parseListQuery(new URL(request.url).searchParams, LEAD_SORTS, "-createdAt");
  if (wantsCsv(request)) return quoteRequestsCsv(query);
  const page = await listQuoteRequests(query);
  return NextResponse.json(page.rows, { headers: pageHeaders(page) });
});

import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { parseListQuery } from "@/lib/admin/list-query";
import { pageHeaders } from "@/lib/http/page-headers";
import { wantsCsv } from "@/lib/admin/route-params";
import { listSubscribers, SUBSCRIBER_SORTS } from "@/lib/admin/subscribers";
import { subscribersCsv } from "@/lib/admin/subscribers-csv";
import { apiHandler } from "@/lib/http/api";

/** GET /api/admin/subscribers (admin only): ?page, ?pageSize, ?sort, ?q; ?format=csv exports all that match. */
export const GET = apiHandler(async (request) => {
  await requireAdmin(request);
  const query = parseListQuery(new URL(request.url).searchParams, SUBSCRIBER_SORTS, "-startedAt");
  if (wantsCsv(request)) return subscribersCsv(query);
  const page = await listSubscribers(query);
  return NextResponse.json(page.rows, { headers: pageHeaders(page) });
});

import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { ordersCsv } from "@/lib/admin/orders-csv";
import { parseListQuery } from "@/lib/admin/list-query";
import { pageHeaders } from "@/lib/http/page-headers";
import { listOrders, ORDER_SORTS } from "@/lib/admin/orders";
import { wantsCsv } from "@/lib/admin/route-params";
import { apiHandler, parseWith } from "@/lib/http/api";
import { orderFiltersSchema } from "@/lib/validation/order";

/**
 * GET /api/admin/orders: the order list (docs/api.md#get-apiadminorders); ?page, ?pageSize, ?sort, ?q, and the filters
 * ?status, ?payment, ?fulfilment; ?format=csv exports the filtered list.
 */
export const GET = apiHandler(async (request) => {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const filters = parseWith(orderFiltersSchema, { status: params.get("status") || undefined, payment: params.get("payment") || undefined, fulfilment: params.get("fulfilment") || undefined });
  const query = parseListQuery(params, ORDER_SORTS, "-createdAt");
  if (wantsCsv(request)) return ordersCsv(query, filters);
  const page = await listOrders(query, filters);
  return NextResponse.json(page.rows, { headers: pageHeaders(page) });
});

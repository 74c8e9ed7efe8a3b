import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { parseListQuery } from "@/lib/admin/list-query";
import { listPrintOrders, PRINT_ORDER_SORTS } from "@/lib/quotes/admin-print-orders";
import { apiHandler, parseWith } from "@/lib/http/api";
import { pageHeaders } from "@/lib/http/page-headers";
import { printOrderFiltersSchema } from "@/lib/validation/print-quote";

/**
 * GET /api/admin/print-orders: paid quotes' print orders, numbered P-…; ?page, ?pageSize, ?sort,
 * ?q (a P- number, email, business or name) and ?status. Merchandise stays on /api/admin/orders.
 */
export const GET = apiHandler(async (request) => {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const filters = parseWith(printOrderFiltersSchema, { status: params.get("status") || undefined });
  const query = parseListQuery(params, PRINT_ORDER_SORTS, "-createdAt");
  const page = await listPrintOrders(query, filters);
  return NextResponse.json(page.rows, { headers: pageHeaders(page) });
});

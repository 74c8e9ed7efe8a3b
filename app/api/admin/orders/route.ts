import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { csvResponse, toCsv } from "@/lib/admin/csv";
import { pageHeaders, parseListQuery } from "@/lib/admin/list-query";
import { listOrders, ORDER_SORTS, ORDER_STATUSES, type OrderStatus } from "@/lib/admin/orders";
import { wantsCsv } from "@/lib/admin/route-params";
import { ApiError, apiHandler } from "@/lib/http/api";

/** GET /api/admin/orders: the spec's order list; ?page, ?pageSize, ?sort, ?q, ?status; ?format=csv exports the filtered list. */
export const GET = apiHandler(async (request) => {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const status = params.get("status") || undefined;
  if (status && !(ORDER_STATUSES as readonly string[]).includes(status)) throw new ApiError(400, `Status must be one of: ${ORDER_STATUSES.join(", ")}.`);
  const query = parseListQuery(params, ORDER_SORTS, "-createdAt");

  if (wantsCsv(request)) {
    const all = await listOrders({ ...query, page: 1, pageSize: 100_000 }, status as OrderStatus | undefined);
    return csvResponse(
      "orders.csv",
      toCsv(all.rows, [
        { header: "Order ID", value: (o) => o.id },
        { header: "Date", value: (o) => o.createdAt },
        { header: "Customer", value: (o) => o.customerName },
        { header: "Email", value: (o) => o.customerEmail },
        { header: "Phone", value: (o) => o.customerPhone },
        { header: "Status", value: (o) => o.status },
        { header: "Total (USD)", value: (o) => (o.total / 100).toFixed(2) },
        { header: "Discount (USD)", value: (o) => (o.discount / 100).toFixed(2) },
        { header: "Coupon", value: (o) => o.couponCode },
        { header: "Items", value: (o) => o.items.map((i) => `${i.quantity} x ${i.name}`).join("; ") },
        { header: "Shipping address", value: (o) => o.shippingAddress },
      ]),
    );
  }
  const page = await listOrders(query, status as OrderStatus | undefined);
  return NextResponse.json(page.rows, { headers: pageHeaders(page) });
});

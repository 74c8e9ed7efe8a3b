import { requireAdmin } from "@/lib/auth/admin-guard";
import { ORDERS_CSV } from "@/lib/admin/csv-exports";
import { parseListQuery } from "@/lib/admin/list-query";
import { listResponse } from "@/lib/admin/list-response";
import { listOrders, ORDER_SORTS } from "@/lib/orders/admin-orders";
import { apiHandler, parseWith } from "@/lib/http/api";
import { orderFiltersSchema } from "@/lib/validation/order";

/**
 * GET /api/admin/orders: the order list (docs/api.md#get-apiadminorders); ?page, ?pageSize, ?sort, ?q, and the filters
 * ?status, ?payment, ?fulfilment; ?format=csv exports the filtered list.
 */
export const GET = apiHandler(async (request) => {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const filters = parseWith(orderFiltersSchema, {
    status: params.get("status") || undefined,
    payment: params.get("payment") || undefined,
    fulfilment: params.get("fulfilment") || undefined,
  });
  return listResponse(request, parseListQuery(params, ORDER_SORTS, "-createdAt"), (query) => listOrders(query, filters), ORDERS_CSV);
});

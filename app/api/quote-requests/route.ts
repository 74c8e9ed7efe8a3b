import { requireAdmin } from "@/lib/auth/admin-guard";
import { QUOTE_REQUESTS_CSV } from "@/lib/admin/csv-exports";
import { listQuoteRequests, QUOTE_REQUEST_SORTS } from "@/lib/quotes/admin-requests";
import { parseListQuery } from "@/lib/admin/list-query";
import { listResponse } from "@/lib/admin/list-response";
import { apiHandler } from "@/lib/http/api";

/** GET /api/quote-requests (admin only): ?page, ?pageSize, ?sort, ?q; ?format=csv exports all that match. */
export const GET = apiHandler(async (request) => {
  await requireAdmin(request);
  return listResponse(request, parseListQuery(new URL(request.url).searchParams, QUOTE_REQUEST_SORTS, "-createdAt"), listQuoteRequests, QUOTE_REQUESTS_CSV);
});

import { requireAdmin } from "@/lib/auth/admin-guard";
import { QUOTE_REQUESTS_CSV } from "@/lib/admin/csv-exports";
import { LEAD_SORTS, listQuoteRequests } from "@/lib/admin/leads";
import { parseListQuery } from "@/lib/admin/list-query";
import { listResponse } from "@/lib/admin/list-response";
import { apiHandler } from "@/lib/http/api";

/** GET /api/quote-requests (admin only): ?page, ?pageSize, ?sort, ?q; ?format=csv exports all that match. */
export const GET = apiHandler(async (request) => {
  await requireAdmin(request);
  return listResponse(request, parseListQuery(new URL(request.url).searchParams, LEAD_SORTS, "-createdAt"), listQuoteRequests, QUOTE_REQUESTS_CSV);
});

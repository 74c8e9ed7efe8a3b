import { requireAdmin } from "@/lib/auth/admin-guard";
import { SUBSCRIBERS_CSV } from "@/lib/admin/csv-exports";
import { parseListQuery } from "@/lib/admin/list-query";
import { listResponse } from "@/lib/admin/list-response";
import { listSubscribers, SUBSCRIBER_SORTS } from "@/lib/billing/admin-subscribers";
import { apiHandler } from "@/lib/http/api";

/** GET /api/admin/subscribers (admin only): ?page, ?pageSize, ?sort, ?q; ?format=csv exports all that match. */
export const GET = apiHandler(async (request) => {
  await requireAdmin(request);
  return listResponse(request, parseListQuery(new URL(request.url).searchParams, SUBSCRIBER_SORTS, "-startedAt"), listSubscribers, SUBSCRIBERS_CSV);
});

import { requireAdmin } from "@/lib/auth/admin-guard";
import { PAYMENTS_CSV } from "@/lib/admin/csv-exports";
import { parseListQuery } from "@/lib/admin/list-query";
import { listResponse } from "@/lib/admin/list-response";
import { listPayments, PAYMENT_SORTS } from "@/lib/ledger/admin-payments";
import { apiHandler } from "@/lib/http/api";

/** GET /api/admin/payments: the ledger's movements of money, newest first; ?page, ?pageSize, ?sort, ?q; ?format=csv exports all that match. */
export const GET = apiHandler(async (request) => {
  await requireAdmin(request);
  return listResponse(request, parseListQuery(new URL(request.url).searchParams, PAYMENT_SORTS, "-occurredAt"), listPayments, PAYMENTS_CSV);
});

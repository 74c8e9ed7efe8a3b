import { NextResponse } from "next/server";
import { numericId } from "@/lib/admin/route-params";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { apiHandler } from "@/lib/http/api";
import { declineQuoteRequest } from "@/lib/quotes/admin-actions";

/** POST /api/admin/quotes/{id}/decline: no quote for this request; any link out stops working (audited). */
export const POST = apiHandler(async (request, { params }: { params: Promise<{ id: string }> }) => {
  const admin = await requireAdmin(request);
  await declineQuoteRequest(admin, await numericId(params, "Quote request"));
  return NextResponse.json({ declined: true });
});

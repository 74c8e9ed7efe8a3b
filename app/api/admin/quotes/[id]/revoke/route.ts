import { NextResponse } from "next/server";
import { numericId } from "@/lib/admin/route-params";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { apiHandler } from "@/lib/http/api";
import { revokeQuote } from "@/lib/quotes/admin-actions";

/** POST /api/admin/quotes/{id}/revoke: the request's quote link stops working (audited). */
export const POST = apiHandler(async (request, { params }: { params: Promise<{ id: string }> }) => {
  const admin = await requireAdmin(request);
  await revokeQuote(admin, await numericId(params, "Quote request"));
  return NextResponse.json({ revoked: true });
});

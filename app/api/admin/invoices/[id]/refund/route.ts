import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { numericId } from "@/lib/admin/route-params";
import { refundInvoice } from "@/lib/billing/refunds";
import { apiHandler, readJson } from "@/lib/http/api";
import { refundSchema } from "@/lib/validation/refund";

/** POST /api/admin/invoices/{id}/refund { amount?, reason, requestKey }: refunds a plan invoice through the gateway, once per requestKey. */
export const POST = apiHandler(async (request, { params }: { params: Promise<{ id: string }> }) => {
  const admin = await requireAdmin(request);
  const id = await numericId(params, "Invoice");
  return NextResponse.json(await refundInvoice(id, await readJson(request, refundSchema), { source: "admin", admin }));
});

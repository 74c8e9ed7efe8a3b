import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { numericId } from "@/lib/admin/route-params";
import { apiHandler, readJson } from "@/lib/http/api";
import { refundPrintOrder } from "@/lib/quotes/refunds";
import { refundSchema } from "@/lib/validation/refund";

/** POST /api/admin/print-orders/{id}/refund { amount?, reason, requestKey }: refunds through the gateway, once per requestKey. */
export const POST = apiHandler(async (request, { params }: { params: Promise<{ id: string }> }) => {
  const admin = await requireAdmin(request);
  const id = await numericId(params, "Print order");
  return NextResponse.json(await refundPrintOrder(admin, id, await readJson(request, refundSchema)));
});

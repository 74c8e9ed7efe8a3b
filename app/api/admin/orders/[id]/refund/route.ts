import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { numericId } from "@/lib/admin/route-params";
import { apiHandler, readJson } from "@/lib/http/api";
import { refundOrder } from "@/lib/orders/refunds";
import { refundSchema } from "@/lib/validation/refund";

/** POST /api/admin/orders/{id}/refund { amount?, reason, requestKey }: refunds through the gateway, once per requestKey. */
export const POST = apiHandler(async (request, { params }: { params: Promise<{ id: string }> }) => {
  const admin = await requireAdmin(request);
  const id = await numericId(params, "Order");
  return NextResponse.json(await refundOrder(admin, id, await readJson(request, refundSchema)));
});

import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { numericId } from "@/lib/admin/route-params";
import { apiHandler, readJson } from "@/lib/http/api";
import { cancelOrder } from "@/lib/orders/cancel";
import { cancelOrderSchema } from "@/lib/validation/order";

/** POST /api/admin/orders/{id}/cancel { reason, requestKey }: stops fulfilment where it still can and refunds what is left. */
export const POST = apiHandler(async (request, { params }: { params: Promise<{ id: string }> }) => {
  const admin = await requireAdmin(request);
  const id = await numericId(params, "Order");
  await cancelOrder(admin, id, await readJson(request, cancelOrderSchema));
  return NextResponse.json({ cancelled: true });
});

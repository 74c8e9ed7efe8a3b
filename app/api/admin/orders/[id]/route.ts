import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { updateOrderStatus } from "@/lib/orders/admin-actions";
import { orderDetail } from "@/lib/orders/admin-orders";
import { numericId } from "@/lib/admin/route-params";
import { ApiError, apiHandler, readJson } from "@/lib/http/api";
import { orderStatusSchema } from "@/lib/validation/order";

type Params = { params: Promise<{ id: string }> };

/** GET /api/admin/orders/{id}: the order with its timeline and refunds. */
export const GET = apiHandler(async (request, { params }: Params) => {
  await requireAdmin(request);
  const id = await numericId(params, "Order");
  const order = await orderDetail(id);
  if (!order) throw new ApiError(404, `Order #${id} does not exist.`);
  return NextResponse.json(order, { headers: { "Cache-Control": "no-store" } });
});

/** PATCH /api/admin/orders/{id} { status }: any status from any status but a cancelled one (docs/product.md#merchandise-orders), audited and on the timeline. */
export const PATCH = apiHandler(async (request, { params }: Params) => {
  const admin = await requireAdmin(request);
  const id = await numericId(params, "Order");
  const { status } = await readJson(request, orderStatusSchema);
  return NextResponse.json(await updateOrderStatus(admin, id, status));
});

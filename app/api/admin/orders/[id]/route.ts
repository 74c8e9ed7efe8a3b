import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { orderStatusSchema, updateOrderStatus } from "@/lib/admin/orders";
import { numericId } from "@/lib/admin/route-params";
import { apiHandler, readJson } from "@/lib/http/api";

/** PATCH /api/admin/orders/{id} { status }: any status from any status (SPEC §4), audited. */
export const PATCH = apiHandler(async (request, { params }: { params: Promise<{ id: string }> }) => {
  const admin = await requireAdmin(request);
  const id = await numericId(params, "Order");
  const { status } = await readJson(request, orderStatusSchema);
  return NextResponse.json(await updateOrderStatus(admin, id, status));
});

import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { numericId } from "@/lib/admin/route-params";
import { apiHandler } from "@/lib/http/api";
import { retryFulfilment } from "@/lib/orders/fulfilment";

/** POST /api/admin/orders/{id}/retry-fulfilment: a failed fulfilment gets a new job. */
export const POST = apiHandler(async (request, { params }: { params: Promise<{ id: string }> }) => {
  const admin = await requireAdmin(request);
  await retryFulfilment(admin, await numericId(params, "Order"));
  return NextResponse.json({ queued: true }, { status: 202 });
});

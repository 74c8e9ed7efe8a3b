import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { resendConfirmation } from "@/lib/orders/admin-actions";
import { numericId } from "@/lib/admin/route-params";
import { apiHandler } from "@/lib/http/api";

/** POST /api/admin/orders/{id}/resend-confirmation: emails the confirmation again (a job). */
export const POST = apiHandler(async (request, { params }: { params: Promise<{ id: string }> }) => {
  const admin = await requireAdmin(request);
  await resendConfirmation(admin, await numericId(params, "Order"));
  return NextResponse.json({ queued: true }, { status: 202 });
});

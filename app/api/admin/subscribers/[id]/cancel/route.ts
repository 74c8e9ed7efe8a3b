import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { cancelPlanByAdmin } from "@/lib/billing/admin-cancel";
import { apiHandler, readJson } from "@/lib/http/api";
import { adminPlanCancelSchema } from "@/lib/validation/plan";

/** POST /api/admin/subscribers/{id}/cancel { when, reason, customerMessage?, requestKey }: ends a customer's plan now or at the period's end, once per requestKey. */
export const POST = apiHandler(async (request, { params }: { params: Promise<{ id: string }> }) => {
  const admin = await requireAdmin(request);
  const cancel = await readJson(request, adminPlanCancelSchema);
  return NextResponse.json(await cancelPlanByAdmin(admin, (await params).id, cancel));
});

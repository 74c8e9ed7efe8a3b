import { NextResponse } from "next/server";
import { numericId } from "@/lib/admin/route-params";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { apiHandler, readJson } from "@/lib/http/api";
import { setPrintOrderStatus } from "@/lib/quotes/admin-actions";
import { printOrderStatusSchema } from "@/lib/validation/print-quote";

/** PATCH /api/admin/quotes/{id}/print-order { status }: paid, in_production, shipped or delivered (audited). */
export const PATCH = apiHandler(async (request, { params }: { params: Promise<{ id: string }> }) => {
  const admin = await requireAdmin(request);
  const id = await numericId(params, "Quote request");
  const { status } = await readJson(request, printOrderStatusSchema);
  await setPrintOrderStatus(admin, id, status);
  return NextResponse.json({ status });
});

import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { updateInternalNote } from "@/lib/orders/admin-actions";
import { numericId } from "@/lib/admin/route-params";
import { apiHandler, readJson } from "@/lib/http/api";
import { orderNoteSchema } from "@/lib/validation/order";

/** PUT /api/admin/orders/{id}/note { note }: the shop's internal note (empty removes it). */
export const PUT = apiHandler(async (request, { params }: { params: Promise<{ id: string }> }) => {
  const admin = await requireAdmin(request);
  const id = await numericId(params, "Order");
  const { note } = await readJson(request, orderNoteSchema);
  await updateInternalNote(admin, id, note);
  return NextResponse.json({ saved: true });
});

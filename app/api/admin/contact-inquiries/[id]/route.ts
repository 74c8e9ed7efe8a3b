import { NextResponse } from "next/server";
import { numericId } from "@/lib/admin/route-params";
import { requireAdmin } from "@/lib/auth/admin-guard";
import { updateContactInquiry } from "@/lib/contact-inquiries";
import { apiHandler, readJson } from "@/lib/http/api";
import { contactUpdateSchema } from "@/lib/validation/contact";

/** PATCH /api/admin/contact-inquiries/{id} { status?, note? }: where the lead is and the team's note on it (audited). */
export const PATCH = apiHandler(async (request, { params }: { params: Promise<{ id: string }> }) => {
  const admin = await requireAdmin(request);
  const id = await numericId(params, "Contact inquiry");
  await updateContactInquiry(admin, id, await readJson(request, contactUpdateSchema));
  return NextResponse.json({ saved: true });
});

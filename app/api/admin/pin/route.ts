import { NextResponse } from "next/server";
import { checkAdminPin } from "@/lib/auth/admin-pin";
import { requireAdminAccount } from "@/lib/auth/admin-guard";
import { withAdminStep } from "@/lib/auth/admin-step";
import { apiHandler, readJson } from "@/lib/http/api";
import { adminPinSchema } from "@/lib/validation/auth";

/** The PIN keypad's check: on success a short-lived, signed, httpOnly admin-step cookie. */
export const POST = apiHandler(async (request) => {
  const { user: admin, session } = await requireAdminAccount(request);
  const { pin } = await readJson(request, adminPinSchema);
  await checkAdminPin(admin.id, pin);
  return withAdminStep(NextResponse.json({ success: true }), admin.id, session.sid);
});

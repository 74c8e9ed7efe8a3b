import { NextResponse } from "next/server";
import { checkAdminPin } from "@/lib/auth/admin-pin";
import { ADMIN_STEP_COOKIE, adminStepCookieOptions, createAdminStepToken } from "@/lib/auth/admin-step";
import { requireAdminAccount } from "@/lib/auth/admin-guard";
import { apiHandler, readJson } from "@/lib/http/api";
import { adminPinSchema } from "@/lib/validation/auth";

/** The PIN keypad's check: on success a short-lived, signed, httpOnly admin-step cookie. */
export const POST = apiHandler(async (request) => {
  const { user: admin, session } = await requireAdminAccount(request);
  const { pin } = await readJson(request, adminPinSchema);
  await checkAdminPin(admin.id, pin);
  const response = NextResponse.json({ success: true });
  response.cookies.set(ADMIN_STEP_COOKIE, createAdminStepToken(admin.id, session.sid), adminStepCookieOptions());
  return response;
});

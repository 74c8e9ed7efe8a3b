import { NextResponse } from "next/server";
import { resetPassword } from "@/lib/auth/password-reset";
import { apiHandler, readJson } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { passwordResetSchema } from "@/lib/validation/password";

/** POST /api/auth/password-reset/confirm: sets a new password with a reset link's token (once) and signs the account out everywhere. */
export const POST = apiHandler(async (request) => {
  await resetPassword(clientIp(request), await readJson(request, passwordResetSchema));
  return NextResponse.json({ success: true });
});

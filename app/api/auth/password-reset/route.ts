import { NextResponse } from "next/server";
import { requestPasswordReset } from "@/lib/auth/password-reset";
import { apiHandler, readJson } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { passwordResetRequestSchema, RESET_REQUESTED } from "@/lib/validation/password";

/** POST /api/auth/password-reset: emails a reset link when the address has an account; the answer is the same either way. */
export const POST = apiHandler(async (request) => {
  await requestPasswordReset(clientIp(request), await readJson(request, passwordResetRequestSchema));
  return NextResponse.json({ message: RESET_REQUESTED });
});

import { NextResponse } from "next/server";
import { signedInSession } from "@/lib/auth/accounts";
import { changePassword } from "@/lib/auth/password-change";
import { withSession } from "@/lib/auth/responses";
import { apiHandler, readJson } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { passwordChangeSchema } from "@/lib/validation/password";

/**
 * POST /api/auth/password-change: the signed-in person's new password. Every other session ends;
 * this browser gets a fresh session cookie and stays signed in.
 */
export const POST = apiHandler(async (request) => {
  const input = await readJson(request, passwordChangeSchema);
  const { user, sessionVersion, since, sid } = await changePassword(clientIp(request), await signedInSession(request), input);
  return withSession(NextResponse.json({ success: true }), user, sessionVersion, { since, sid });
});

import { NextResponse } from "next/server";
import { logIn } from "@/lib/auth/accounts";
import { withSession } from "@/lib/auth/responses";
import { apiHandler, readJson } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { loginSchema } from "@/lib/validation/auth";

/** POST /api/auth/login: signs in (rate-limited per address and per account) and sets the session cookie. */
export const POST = apiHandler(async (request) => {
  const credentials = await readJson(request, loginSchema);
  const { user, sessionVersion } = await logIn(clientIp(request), credentials);
  return withSession(NextResponse.json({ user }), user, sessionVersion);
});

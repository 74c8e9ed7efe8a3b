import { NextResponse } from "next/server";
import { verifyCredentials } from "@/lib/auth/accounts";
import { withSession } from "@/lib/auth/responses";
import { ApiError, apiHandler, readJson } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/rate-limit";
import { loginSchema } from "@/lib/validation/auth";

export const POST = apiHandler(async (request) => {
  await enforceRateLimit(RATE_LIMITS.login, clientIp(request));
  const credentials = await readJson(request, loginSchema);
  const user = await verifyCredentials(credentials);
  if (!user) throw new ApiError(401, "Invalid email or password");
  return withSession(NextResponse.json({ user }), user);
});

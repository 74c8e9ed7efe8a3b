import { NextResponse } from "next/server";
import { createAccount } from "@/lib/auth/accounts";
import { apiHandler, readJson } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/rate-limit";
import { signupSchema } from "@/lib/validation/auth";

/** Creates the account; the person then logs in (SPEC §4: signup goes to /login). */
export const POST = apiHandler(async (request) => {
  await enforceRateLimit(RATE_LIMITS.signup, clientIp(request));
  const user = await createAccount(await readJson(request, signupSchema));
  return NextResponse.json({ user }, { status: 201 });
});

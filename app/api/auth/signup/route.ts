import { NextResponse } from "next/server";
import { signUp } from "@/lib/auth/accounts";
import { apiHandler, readJson } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { signupSchema } from "@/lib/validation/auth";

/** Creates the account; the person then logs in (SPEC §4: signup goes to /login). */
export const POST = apiHandler(async (request) => {
  const user = await signUp(clientIp(request), await readJson(request, signupSchema));
  return NextResponse.json({ user }, { status: 201 });
});

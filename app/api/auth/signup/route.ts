import { NextResponse } from "next/server";
import { signUp } from "@/lib/auth/sign-up";
import { apiHandler, readJson } from "@/lib/http/api";
import { clientIp } from "@/lib/http/client-ip";
import { SIGNUP_REQUESTED, signupSchema } from "@/lib/validation/auth";

/**
 * POST /api/auth/signup: an account to confirm by email, or, for a taken address, a note to its
 * owner; the answer is the same either way (lib/auth/sign-up.ts), and the person then logs in.
 */
export const POST = apiHandler(async (request) => {
  await signUp(clientIp(request), await readJson(request, signupSchema));
  return NextResponse.json({ message: SIGNUP_REQUESTED }, { status: 202 });
});

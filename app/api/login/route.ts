import { NextResponse } from "next/server";
import { isGoogleConfigured, signIn } from "@/lib/auth/auth";

/** "Continue with Google" (SPEC §7): starts Google sign-in, or explains that it is not set up. */
export async function GET(request: Request) {
  if (!isGoogleConfigured()) {
    return NextResponse.redirect(new URL("/login?notice=google-unavailable", request.url), 303);
  }
  return signIn("google", { redirectTo: "/" });
}

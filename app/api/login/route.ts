import { isGoogleConfigured, signIn } from "@/lib/auth/auth";
import { apiHandler } from "@/lib/http/api";

/** "Continue with Google" (docs/api.md#get-apilogin): starts Google sign-in, or explains that it is not set up. */
export const GET = apiHandler(async () => {
  if (!isGoogleConfigured()) {
    // A relative Location keeps the visitor on the host they used (request.url may name another).
    return new Response(null, { status: 303, headers: { Location: "/login?notice=google-unavailable" } });
  }
  return signIn("google", { redirectTo: "/" });
});

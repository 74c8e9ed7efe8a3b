import "server-only";
import { NextResponse } from "next/server";
import { ADMIN_STEP_COOKIE, adminStepCookieOptions } from "./admin-step";
import { encodeSession, sessionCookieName, sessionCookieOptions, type SessionUser } from "./session";
import { SIGNED_IN_HINT_COOKIE } from "./signed-in-hint";

/**
 * A response that signs the user in with a password: Auth.js's session cookie, written by us under
 * the account's current session version (Auth.js writes it itself for Google, see
 * withHintFollowingSession), and the script-readable
 * signed-in hint beside it (lib/auth/signed-in-hint.ts). `renewing` keeps a renewed session's
 * sign-in time and id (after a password change), so its absolute lifetime and the admin's PIN
 * step carry on as they were.
 */
export async function withSession(
  response: NextResponse,
  user: SessionUser,
  sessionVersion: number,
  renewing: { since?: number; sid?: string } = {},
): Promise<NextResponse> {
  const options = sessionCookieOptions(user.role);
  response.cookies.set(sessionCookieName(), await encodeSession(user, { version: sessionVersion, ...renewing }), options);
  response.cookies.set(SIGNED_IN_HINT_COOKIE, "1", { ...options, httpOnly: false });
  return response;
}

/**
 * Auth.js's own answers write the session cookie too (Google's sign-in callback sets it, its
 * sign-out clears it): the hint follows it there as it does in withSession and withoutSession,
 * for as long and with the same scope, so a Google user's header greets them.
 */
export function withHintFollowingSession(response: Response): Response {
  const session = new NextResponse(null, { headers: response.headers }).cookies.get(sessionCookieName());
  if (!session) return response;
  const { path, domain, expires, maxAge, secure, sameSite } = session;
  const lifetime = session.value ? { expires, maxAge } : { maxAge: 0 };
  const hint = new NextResponse(null);
  hint.cookies.set(SIGNED_IN_HINT_COOKIE, session.value ? "1" : "", { path, domain, secure, sameSite, ...lifetime, httpOnly: false });
  // Appended as written: setting it on Auth.js's answer would write Auth.js's cookies out again
  // from Next's parse, which drops a Max-Age of 0 and so keeps a cleared session cookie alive.
  const headers = new Headers(response.headers);
  for (const cookie of hint.headers.getSetCookie()) headers.append("set-cookie", cookie);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** A response that signs out: the session and the admin PIN step both end. */
export function withoutSession(response: NextResponse): NextResponse {
  response.cookies.set(sessionCookieName(), "", { ...sessionCookieOptions(), maxAge: 0 });
  // Cleared with the attributes it is set with (path, SameSite, Secure), so the browser drops that same cookie.
  response.cookies.set(ADMIN_STEP_COOKIE, "", { ...adminStepCookieOptions(), maxAge: 0 });
  response.cookies.set(SIGNED_IN_HINT_COOKIE, "", { ...sessionCookieOptions(), httpOnly: false, maxAge: 0 });
  return response;
}

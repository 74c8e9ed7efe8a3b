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
export async function withSession(response: NextResponse, user: SessionUser, sessionVersion: number, renewing: { since?: number; sid?: string } = {}): Promise<NextResponse> {
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
  const answer = new NextResponse(response.body, response);
  const session = answer.cookies.get(sessionCookieName());
  if (!session) return response;
  const { path, domain, expires, maxAge, secure, sameSite } = session;
  const lifetime = session.value ? { expires, maxAge } : { maxAge: 0 };
  answer.cookies.set(SIGNED_IN_HINT_COOKIE, session.value ? "1" : "", { path, domain, secure, sameSite, ...lifetime, httpOnly: false });
  return answer;
}

/** A response that signs out: the session and the admin PIN step both end. */
export function withoutSession(response: NextResponse): NextResponse {
  response.cookies.set(sessionCookieName(), "", { ...sessionCookieOptions(), maxAge: 0 });
  // Cleared with the attributes it is set with (path, SameSite, Secure), so the browser drops that same cookie.
  response.cookies.set(ADMIN_STEP_COOKIE, "", { ...adminStepCookieOptions(), maxAge: 0 });
  response.cookies.set(SIGNED_IN_HINT_COOKIE, "", { ...sessionCookieOptions(), httpOnly: false, maxAge: 0 });
  return response;
}

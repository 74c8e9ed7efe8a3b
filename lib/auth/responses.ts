import "server-only";
import { NextResponse } from "next/server";
import { ADMIN_STEP_COOKIE } from "./admin-step";
import { encodeSession, sessionCookieName, sessionCookieOptions, type SessionUser } from "./session";

/**
 * A response that signs the user in: Auth.js's session cookie, written by us (this module is the
 * only one that writes it), under the account's current session version. `since` keeps a
 * renewed session's sign-in time (after a password change), so its absolute lifetime and the
 * admin's PIN step carry on as they were.
 */
export async function withSession(response: NextResponse, user: SessionUser, sessionVersion: number, { since }: { since?: number } = {}): Promise<NextResponse> {
  response.cookies.set(sessionCookieName(), await encodeSession(user, { version: sessionVersion, since }), sessionCookieOptions(user.role));
  return response;
}

/** A response that signs out: the session and the admin PIN step both end. */
export function withoutSession(response: NextResponse): NextResponse {
  response.cookies.set(sessionCookieName(), "", { ...sessionCookieOptions(), maxAge: 0 });
  response.cookies.set(ADMIN_STEP_COOKIE, "", { path: "/", maxAge: 0 });
  return response;
}

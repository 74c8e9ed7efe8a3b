import "server-only";
import { cookies } from "next/headers";
import { findSessionUser } from "./accounts";
import { decodeSession, sessionCookieName, type SessionUser } from "./session";

/** For pages (server components): the signed-in person, fresh from the database, or null. */
export async function signedInUser(): Promise<SessionUser | null> {
  const session = await decodeSession((await cookies()).get(sessionCookieName())?.value);
  return session && findSessionUser(session);
}

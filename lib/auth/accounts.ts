import "server-only";
import { prisma } from "@/lib/db";
import { Unauthenticated } from "@/lib/errors";
import type { LoginInput } from "@/lib/validation/auth";
import { hashSecret, verifySecret } from "./password";
import { refusesAdmin } from "./production-admin";
import { sessionExpired, sessionFromRequest, type DecodedSession, type SessionUser } from "./session";
import { beforePasswordCheck, recordWrongPassword } from "./sign-in-limits";

// Compared against when the email is unknown, so a miss costs as long as a wrong password.
const DUMMY_HASH = hashSecret("not-a-real-password");

function toSessionUser(user: { id: string; email: string; firstName: string | null; lastName: string | null; role: "USER" | "ADMIN" }): SessionUser {
  return { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, role: user.role };
}

/** The account for these credentials, or null; the same time is spent either way. */
export async function verifyCredentials({ email, password }: LoginInput): Promise<SessionUser | null> {
  const user = await prisma.user.findUnique({ where: { email: email.toLowerCase() } });
  if (!user?.passwordHash) {
    await verifySecret(await DUMMY_HASH, password);
    return null;
  }
  return (await verifySecret(user.passwordHash, password)) ? toSessionUser(user) : null;
}

/**
 * Sign-in under the guessing limits (./sign-in-limits.ts): per address, and wrong passwords per
 * account from each address, so strangers' guesses never lock out the person who knows the password.
 */
export async function logIn(clientIp: string, credentials: LoginInput): Promise<{ user: SessionUser; sessionVersion: number }> {
  const account = credentials.email.toLowerCase();
  await beforePasswordCheck(clientIp, account);
  const user = await verifyCredentials(credentials);
  if (!user) {
    await recordWrongPassword(clientIp, account);
    throw new Unauthenticated("Invalid email or password");
  }
  if (refusesAdmin(user, credentials)) throw new Unauthenticated("Invalid email or password");
  return { user, sessionVersion: await sessionVersionOf(user.id) };
}

/**
 * The person a session token speaks for, fresh from the database, or null when the token no
 * longer counts: the account is gone, its sessions were revoked after the token was issued
 * (log-out, "sign out everywhere", a password change), or the session outlived its absolute
 * lifetime (customers 30 days, the admin 12 hours).
 */
export async function findSessionUser(session: DecodedSession): Promise<SessionUser | null> {
  const user = await prisma.user.findUnique({ where: { id: session.id } });
  if (!user || user.sessionVersion !== session.version) return null;
  const current = toSessionUser(user);
  return sessionExpired({ since: session.since, role: current.role }) ? null : current;
}

/** Ends every session of this account: each token issued so far carries an older version. */
export async function revokeSessions(userId: string): Promise<void> {
  await prisma.user.updateMany({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
}

/** Log-out: every session of the signed-in account ends, not just this browser's cookie. */
export async function endSessions(user: SessionUser | null): Promise<void> {
  if (user) await revokeSessions(user.id);
}

/** The version a new session of this account is issued under. */
export async function sessionVersionOf(userId: string): Promise<number> {
  return (await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { sessionVersion: true } })).sessionVersion;
}

/** A session that still counts, and the person it speaks for (fresh from the database). */
export type SignedIn = { session: DecodedSession; user: SessionUser };

/**
 * The session behind an API request if it still counts (findSessionUser), or null. A cookie's
 * signature alone says nothing more than that we issued it once: whatever an API request does
 * for an account, it asks here (or userOfRequest, requireSignedIn).
 */
export async function signedInSession(request: Request): Promise<SignedIn | null> {
  const session = await sessionFromRequest(request);
  const user = session && (await findSessionUser(session));
  return session && user ? { session, user } : null;
}

/** The signed-in person behind an API request (fresh from the database), or null. */
export async function userOfRequest(request: Request): Promise<SessionUser | null> {
  return (await signedInSession(request))?.user ?? null;
}

/** The signed-in person behind an API request, or a 401 that says to log in. */
export async function requireSignedIn(request: Request): Promise<SessionUser> {
  const user = await userOfRequest(request);
  if (!user) throw new Unauthenticated("You're not logged in. Log in and try again.");
  return user;
}

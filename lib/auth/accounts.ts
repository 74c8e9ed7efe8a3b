import "server-only";
import { enforceRateLimit, RATE_LIMITS, refuseIfLimited } from "@/lib/rate-limit";
import { prisma } from "@/lib/db";
import { Prisma } from "@/generated/prisma/client";
import { ApiError } from "@/lib/http/api";
import type { LoginInput, SignupInput } from "@/lib/validation/auth";
import { hashSecret, verifySecret } from "./password";
import { refusesAdmin } from "./production-admin";
import { sessionExpired, sessionFromRequest, type DecodedSession, type SessionUser } from "./session";

// Compared against when the email is unknown, so a miss costs as long as a wrong password.
const DUMMY_HASH = hashSecret("not-a-real-password");

function toSessionUser(user: { id: string; email: string; firstName: string | null; lastName: string | null; role: "USER" | "ADMIN" }): SessionUser {
  return { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, role: user.role };
}

/** The signup form (rate-limited per address): the new account; the person then logs in. */
export async function signUp(clientIp: string, input: SignupInput): Promise<SessionUser> {
  await enforceRateLimit(RATE_LIMITS.signup, clientIp);
  return createAccount(input);
}

export async function createAccount(input: SignupInput): Promise<SessionUser> {
  const email = input.email.toLowerCase();
  try {
    const user = await prisma.user.create({
      data: {
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        name: `${input.firstName} ${input.lastName}`,
        passwordHash: await hashSecret(input.password),
      },
    });
    return toSessionUser(user);
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new ApiError(409, "An account with this email already exists. Log in instead.");
    }
    throw error;
  }
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
 * Sign-in with the limits nobody can dodge: per address (every attempt) and per account (failed
 * attempts, from any address), so neither a new address nor a new account name buys more guesses.
 */
export async function logIn(clientIp: string, credentials: LoginInput): Promise<{ user: SessionUser; sessionVersion: number }> {
  await enforceRateLimit(RATE_LIMITS.login, clientIp);
  const account = credentials.email.toLowerCase();
  await refuseIfLimited(RATE_LIMITS.loginAccount, account);
  const user = await verifyCredentials(credentials);
  if (!user) {
    await enforceRateLimit(RATE_LIMITS.loginAccount, account);
    throw new ApiError(401, "Invalid email or password");
  }
  if (refusesAdmin(user, credentials)) throw new ApiError(401, "Invalid email or password");
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
export async function endSessions(session: DecodedSession | null): Promise<void> {
  const user = session && (await findSessionUser(session));
  if (user) await revokeSessions(user.id);
}

/** The version a new session of this account is issued under. */
export async function sessionVersionOf(userId: string): Promise<number> {
  return (await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { sessionVersion: true } })).sessionVersion;
}

/** The signed-in person behind an API request (fresh from the database), or null. */
export async function userOfRequest(request: Request): Promise<SessionUser | null> {
  const session = await sessionFromRequest(request);
  return session && findSessionUser(session);
}

/** The signed-in person behind an API request, or a 401 that says to log in. */
export async function requireSignedIn(request: Request): Promise<SessionUser> {
  const user = await userOfRequest(request);
  if (!user) throw new ApiError(401, "You're not logged in. Log in and try again.");
  return user;
}

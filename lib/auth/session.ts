import crypto from "node:crypto";
import { decode, encode, type JWT } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { authSecret, cookiesAreSecure } from "./secret";

/** The signed-in person as every part of the app sees them. */
export type SessionUser = { id: string; email: string; firstName: string | null; lastName: string | null; role: "USER" | "ADMIN" };

/**
 * A session token as read from its cookie: the person, the session version it was issued under
 * (the account's sessionVersion then), when the sign-in happened (epoch seconds) and that
 * sign-in's own random id. A refreshed token keeps both, so a session ends at its absolute
 * lifetime however often it is used, and what is bound to it (the admin's PIN step) stays bound.
 */
export type DecodedSession = SessionUser & { version: number; since: number; sid: string };

/** A new sign-in's id (lib/auth/admin-step.ts binds the PIN step to it). */
export function newSessionId(): string {
  return crypto.randomBytes(16).toString("base64url");
}

/** Absolute session lifetimes: a customer's 30 days, the admin's 12 hours. */
export const SESSION_LIFETIME_SECONDS = { USER: 30 * 24 * 60 * 60, ADMIN: 12 * 60 * 60 } as const;
export const SESSION_MAX_AGE_SECONDS = SESSION_LIFETIME_SECONDS.USER;

export function sessionExpired(session: { since: number; role: SessionUser["role"] }, now = Date.now()): boolean {
  return now / 1000 - session.since > SESSION_LIFETIME_SECONDS[session.role];
}

/** Auth.js's session cookie: the same name, salt and encryption, so Auth.js and we read each other's. */
export function sessionCookieName(): string {
  return `${cookiesAreSecure() ? "__Secure-" : ""}authjs.session-token`;
}

export function sessionCookieOptions(role: SessionUser["role"] = "USER") {
  return { httpOnly: true, sameSite: "lax" as const, path: "/", secure: cookiesAreSecure(), maxAge: SESSION_LIFETIME_SECONDS[role] };
}

export async function encodeSession(
  user: SessionUser,
  { version, since = Math.floor(Date.now() / 1000), sid = newSessionId() }: { version: number; since?: number; sid?: string },
): Promise<string> {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || null;
  return encode({
    salt: sessionCookieName(),
    secret: authSecret(),
    maxAge: SESSION_LIFETIME_SECONDS[user.role],
    token: { sub: user.id, email: user.email, name, firstName: user.firstName, lastName: user.lastName, role: user.role, ver: version, since, sid },
  });
}

/** A session token's claims, as Auth.js hands them over, as the session they speak for. */
export function sessionOfToken(payload: JWT): DecodedSession | null {
  if (!payload.sub || typeof payload.email !== "string") return null;
  return {
    id: payload.sub,
    email: payload.email,
    firstName: typeof payload.firstName === "string" ? payload.firstName : null,
    lastName: typeof payload.lastName === "string" ? payload.lastName : null,
    role: payload.role === "ADMIN" ? "ADMIN" : "USER",
    // A token from before versions (or forged without them) matches no account's version.
    version: typeof payload.ver === "number" ? payload.ver : -1,
    since: typeof payload.since === "number" ? payload.since : 0,
    sid: typeof payload.sid === "string" ? payload.sid : "",
  };
}

/**
 * A session cookie's token, decrypted: who it names, not whether that still counts (the account
 * may be gone or the session revoked), which is findSessionUser's to say (./accounts.ts).
 */
export async function decodeSession(token: string | undefined): Promise<DecodedSession | null> {
  if (!token) return null;
  try {
    const payload = await decode({ token, salt: sessionCookieName(), secret: authSecret() });
    return payload && sessionOfToken(payload);
  } catch {
    return null;
  }
}

/**
 * One cookie of the request, read by Next's own cookie parser. Route handlers get a NextRequest
 * already; any other request lends only its headers, as its body may have been read.
 */
export function cookieFrom(request: Request, name: string): string | undefined {
  const cookies = request instanceof NextRequest ? request.cookies : new NextRequest(request.url, { headers: request.headers }).cookies;
  return cookies.get(name)?.value;
}

export function sessionFromRequest(request: Request): Promise<DecodedSession | null> {
  return decodeSession(cookieFrom(request, sessionCookieName()));
}

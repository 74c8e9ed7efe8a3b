import { decode, encode } from "next-auth/jwt";
import { authSecret, cookiesAreSecure } from "./secret";

/** The signed-in person as every part of the app sees them. */
export type SessionUser = { id: string; email: string; firstName: string | null; lastName: string | null; role: "USER" | "ADMIN" };

export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** Auth.js's session cookie: the same name, salt and encryption, so Auth.js and we read each other's. */
export function sessionCookieName(): string {
  return `${cookiesAreSecure() ? "__Secure-" : ""}authjs.session-token`;
}

export function sessionCookieOptions() {
  return { httpOnly: true, sameSite: "lax" as const, path: "/", secure: cookiesAreSecure(), maxAge: SESSION_MAX_AGE_SECONDS };
}

export async function encodeSession(user: SessionUser): Promise<string> {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || null;
  return encode({
    salt: sessionCookieName(),
    secret: authSecret(),
    maxAge: SESSION_MAX_AGE_SECONDS,
    token: { sub: user.id, email: user.email, name, firstName: user.firstName, lastName: user.lastName, role: user.role },
  });
}

export async function decodeSession(token: string | undefined): Promise<SessionUser | null> {
  if (!token) return null;
  try {
    const payload = await decode({ token, salt: sessionCookieName(), secret: authSecret() });
    if (!payload?.sub || typeof payload.email !== "string") return null;
    return {
      id: payload.sub,
      email: payload.email,
      firstName: typeof payload.firstName === "string" ? payload.firstName : null,
      lastName: typeof payload.lastName === "string" ? payload.lastName : null,
      role: payload.role === "ADMIN" ? "ADMIN" : "USER",
    };
  } catch {
    return null;
  }
}

/** Reads one cookie from a Cookie header. */
export function cookieFrom(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      // A value that is not valid percent-encoding is no cookie of ours.
      return undefined;
    }
  }
  return undefined;
}

export function sessionFromRequest(request: Request): Promise<SessionUser | null> {
  return decodeSession(cookieFrom(request, sessionCookieName()));
}

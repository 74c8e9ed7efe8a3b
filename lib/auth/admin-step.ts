import crypto from "node:crypto";
import type { NextResponse } from "next/server";
import { authSecret, cookiesAreSecure } from "./secret";

/**
 * Proof that the admin entered the PIN: "<userId>.<session id>.<expiry>.<hmac>", httpOnly and
 * short-lived. It is bound to the session it was passed in (the sign-in's random id): a new
 * sign-in, even in the same second, or a copied cookie next to another session, needs the PIN again. Every admin request
 * renews it, so it ends after 30 idle minutes.
 */
export const ADMIN_STEP_COOKIE = "viralize.admin-step";
export const ADMIN_STEP_SECONDS = 30 * 60;

function sign(payload: string): string {
  return crypto.createHmac("sha256", authSecret()).update(`admin-step:${payload}`).digest("base64url");
}

export function createAdminStepToken(userId: string, sessionId: string, now = Date.now()): string {
  const payload = `${userId}.${sessionId}.${Math.floor(now / 1000) + ADMIN_STEP_SECONDS}`;
  return `${payload}.${sign(payload)}`;
}

export function verifyAdminStepToken(token: string | undefined, userId: string, sessionId: string, now = Date.now()): boolean {
  // A session from before session ids has none to bind to: it passes the PIN step again.
  if (!token || !sessionId) return false;
  const lastDot = token.lastIndexOf(".");
  const payload = token.slice(0, lastDot);
  const signature = Buffer.from(token.slice(lastDot + 1));
  const expected = Buffer.from(sign(payload));
  if (signature.length !== expected.length || !crypto.timingSafeEqual(signature, expected)) return false;
  const [tokenUser, tokenSession, expiry] = payload.split(".");
  return tokenUser === userId && tokenSession === sessionId && Number(expiry) * 1000 > now;
}

export function adminStepCookieOptions() {
  return { httpOnly: true, sameSite: "strict" as const, path: "/", secure: cookiesAreSecure(), maxAge: ADMIN_STEP_SECONDS };
}

/** The response passes (or renews) the PIN step for this session: its signed cookie, for 30 minutes. */
export function withAdminStep(response: NextResponse, userId: string, sessionId: string): NextResponse {
  response.cookies.set(ADMIN_STEP_COOKIE, createAdminStepToken(userId, sessionId), adminStepCookieOptions());
  return response;
}

import crypto from "node:crypto";
import { authSecret, cookiesAreSecure } from "./secret";

/**
 * Proof that the admin entered the PIN: "<userId>.<expiry>.<hmac>", httpOnly and short-lived.
 * It is only worth anything together with a session of the same admin user.
 */
export const ADMIN_STEP_COOKIE = "viralize.admin-step";
export const ADMIN_STEP_SECONDS = 30 * 60;

function sign(payload: string): string {
  return crypto.createHmac("sha256", authSecret()).update(`admin-step:${payload}`).digest("base64url");
}

export function createAdminStepToken(userId: string, now = Date.now()): string {
  const payload = `${userId}.${Math.floor(now / 1000) + ADMIN_STEP_SECONDS}`;
  return `${payload}.${sign(payload)}`;
}

export function verifyAdminStepToken(token: string | undefined, userId: string, now = Date.now()): boolean {
  if (!token) return false;
  const lastDot = token.lastIndexOf(".");
  const payload = token.slice(0, lastDot);
  const signature = Buffer.from(token.slice(lastDot + 1));
  const expected = Buffer.from(sign(payload));
  if (signature.length !== expected.length || !crypto.timingSafeEqual(signature, expected)) return false;
  const [tokenUser, expiry] = payload.split(".");
  return tokenUser === userId && Number(expiry) * 1000 > now;
}

export function adminStepCookieOptions() {
  return { httpOnly: true, sameSite: "strict" as const, path: "/", secure: cookiesAreSecure(), maxAge: ADMIN_STEP_SECONDS };
}

import "server-only";
import crypto from "node:crypto";
import { prisma } from "@/lib/db";
import { ApiError } from "@/lib/http/api";

export type RateLimitRule = { name: string; limit: number; windowSeconds: number; message: string };

// The key is indexed: a subject longer than any address (an 8 KB X-Forwarded-For) is kept as its hash.
const bucketKey = (rule: RateLimitRule, subject: string) => `${rule.name}:${subject.length > 64 ? crypto.createHash("sha256").update(subject).digest("hex") : subject}`;

/** Refuses with the rule's 429 when the subject has used up its window already, counting nothing. */
export async function refuseIfLimited(rule: RateLimitRule, subject: string): Promise<void> {
  const bucket = await prisma.rateLimitBucket.findUnique({ where: { key: bucketKey(rule, subject) } });
  if (bucket && bucket.count >= rule.limit && bucket.resetAt > new Date()) {
    const retryAfter = Math.max(1, Math.ceil((bucket.resetAt.getTime() - Date.now()) / 1000));
    throw new ApiError(429, rule.message, { "Retry-After": String(retryAfter) });
  }
}

/**
 * Counts one request (or `amount` of something, e.g. bytes) against a fixed window kept in the
 * database, so every server instance shares the count. Throws a 429 ApiError (with
 * Retry-After) once the limit is passed.
 */
export async function enforceRateLimit(rule: RateLimitRule, subject: string, amount = 1): Promise<void> {
  const key = bucketKey(rule, subject);
  const [bucket] = await prisma.$queryRaw<{ count: number; resetAt: Date }[]>`
    INSERT INTO "RateLimitBucket" ("key", "count", "resetAt")
    VALUES (${key}, ${amount}, now() + make_interval(secs => ${rule.windowSeconds}))
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitBucket"."resetAt" <= now() THEN ${amount} ELSE "RateLimitBucket"."count" + ${amount} END,
      "resetAt" = CASE WHEN "RateLimitBucket"."resetAt" <= now() THEN EXCLUDED."resetAt" ELSE "RateLimitBucket"."resetAt" END
    RETURNING "count", "resetAt"`;
  if (bucket && bucket.count > rule.limit) {
    const retryAfter = Math.max(1, Math.ceil((bucket.resetAt.getTime() - Date.now()) / 1000));
    throw new ApiError(429, rule.message, { "Retry-After": String(retryAfter) });
  }
}

/** Forgets a subject's count (e.g. an account's failed sign-ins once its password is reset). */
export async function clearRateLimit(rule: RateLimitRule, subject: string): Promise<void> {
  await prisma.rateLimitBucket.deleteMany({ where: { key: bucketKey(rule, subject) } });
}

export const RATE_LIMITS = {
  contact: { name: "contact", limit: 5, windowSeconds: 600, message: "You've sent several messages in a short time. Please wait a few minutes and try again." },
  quote: { name: "quote", limit: 5, windowSeconds: 600, message: "You've sent several quote requests in a short time. Please wait a few minutes and try again." },
  login: { name: "login", limit: 10, windowSeconds: 900, message: "Too many login attempts. Please wait 15 minutes and try again." },
  // Failed sign-ins per account, from any address: guessing one password from many addresses stops too.
  loginAccount: { name: "login-account", limit: 10, windowSeconds: 900, message: "Too many failed sign-ins for this account. Please wait 15 minutes and try again." },
  // Reset links asked for, per address and per email (known or not, so the limit tells nothing).
  passwordReset: { name: "password-reset", limit: 5, windowSeconds: 900, message: "Too many password reset requests. Please wait 15 minutes and try again." },
  passwordResetEmail: {
    name: "password-reset-email",
    limit: 3,
    windowSeconds: 3600,
    message: "Too many reset requests for this email in the last hour. Check your inbox and spam folder for the last link, or try again later.",
  },
  // New passwords set through a reset link, per address.
  passwordResetUse: { name: "password-reset-use", limit: 10, windowSeconds: 900, message: "Too many attempts to reset a password. Please wait 15 minutes and try again." },
  signup: { name: "signup", limit: 5, windowSeconds: 3600, message: "Too many accounts created from your network. Please try again later." },
  // "Send a new link" per account: enough for a lost email, too few to flood an inbox.
  verificationLinkRequest: {
    name: "verification-link-request",
    limit: 3,
    windowSeconds: 3600,
    message: "We've sent 3 links in the last hour. Check your inbox and spam folder for the latest one, or try again later.",
  },
  verificationLinkUse: { name: "verification-link-use", limit: 10, windowSeconds: 900, message: "Too many attempts to confirm an email. Please wait 15 minutes and try again." },
  checkout: { name: "checkout", limit: 30, windowSeconds: 600, message: "Too many checkout attempts in a short time. Please wait a few minutes and try again." },
  ai: { name: "ai", limit: 20, windowSeconds: 60, message: "You've sent a lot of requests in the last minute. Please wait a moment and try again." },
  upload: { name: "upload", limit: 30, windowSeconds: 600, message: "Too many uploads in a short time. Please wait a few minutes and try again." },
  orderLookup: { name: "order-lookup", limit: 10, windowSeconds: 900, message: "Too many order look-ups in a short time. Please wait 15 minutes and try again." },
} satisfies Record<string, RateLimitRule>;

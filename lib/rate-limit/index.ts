import "server-only";
import crypto from "node:crypto";
import { prisma } from "@/lib/db";
import { TooManyAttempts } from "@/lib/errors";
import type { Prisma } from "@/generated/prisma/client";

/** A count kept per subject over a fixed window (e.g. failed sign-ins per account in an hour). */
export type RateLimitWindow = { name: string; windowSeconds: number };
export type RateLimitRule = RateLimitWindow & { limit: number; message: string };

// The key is indexed: a subject longer than any address (an 8 KB X-Forwarded-For) is kept as its hash.
const bucketKey = (rule: RateLimitWindow, subject: string) =>
  `${rule.name}:${subject.length > 64 ? crypto.createHash("sha256").update(subject).digest("hex") : subject}`;

function tooMany(rule: RateLimitRule, resetAt: Date): TooManyAttempts {
  const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return new TooManyAttempts(rule.message, retryAfter);
}

/** The subject's count in its current window (0 once the window is over), counting nothing. */
async function currentBucket(rule: RateLimitWindow, subject: string): Promise<{ count: number; resetAt: Date } | null> {
  const bucket = await prisma.rateLimitBucket.findUnique({ where: { key: bucketKey(rule, subject) } });
  return bucket && bucket.resetAt > new Date() ? bucket : null;
}

export async function countSoFar(rule: RateLimitWindow, subject: string): Promise<number> {
  return (await currentBucket(rule, subject))?.count ?? 0;
}

/** Refuses with the rule's 429 when the subject has used up its window already, counting nothing. */
export async function refuseIfLimited(rule: RateLimitRule, subject: string): Promise<void> {
  const bucket = await currentBucket(rule, subject);
  if (bucket && bucket.count >= rule.limit) throw tooMany(rule, bucket.resetAt);
}

/**
 * Counts `amount` against the subject's fixed window, kept in the database so every server
 * instance shares it: the count so far and when the window ends. Given a transaction (`db`),
 * the count stands or falls with what else it writes.
 */
export async function countInWindow(
  rule: RateLimitWindow,
  subject: string,
  { amount = 1, db = prisma }: { amount?: number; db?: Prisma.TransactionClient } = {},
): Promise<{ count: number; resetAt: Date }> {
  const key = bucketKey(rule, subject);
  const [bucket] = await db.$queryRaw<{ count: number; resetAt: Date }[]>`
    INSERT INTO "RateLimitBucket" ("key", "count", "resetAt")
    VALUES (${key}, ${amount}, now() + make_interval(secs => ${rule.windowSeconds}))
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitBucket"."resetAt" <= now() THEN ${amount} ELSE "RateLimitBucket"."count" + ${amount} END,
      "resetAt" = CASE WHEN "RateLimitBucket"."resetAt" <= now() THEN EXCLUDED."resetAt" ELSE "RateLimitBucket"."resetAt" END
    RETURNING "count", "resetAt"`;
  return bucket!;
}

/**
 * Counts one request (or `amount` of something, e.g. bytes) against the rule's window. Throws a
 * TooManyAttempts (saying when to try again) once the limit is passed.
 */
export async function enforceRateLimit(rule: RateLimitRule, subject: string, amount = 1): Promise<void> {
  const bucket = await countInWindow(rule, subject, { amount });
  if (bucket.count > rule.limit) throw tooMany(rule, bucket.resetAt);
}

/** Forgets a subject's count (e.g. an address's failed sign-ins once a reset link is used from it). */
export async function clearRateLimit(rule: RateLimitWindow, subject: string): Promise<void> {
  await prisma.rateLimitBucket.deleteMany({ where: { key: bucketKey(rule, subject) } });
}

const WRONG_PASSWORDS_FOR_ACCOUNT = "Too many wrong passwords for this account from your network. Please wait an hour, or reset your password, and try again.";
const RESET_REQUESTS_FOR_EMAIL =
  "Too many reset requests for this email in the last hour. Check your inbox and spam folder for the last link, or try again later.";

export const RATE_LIMITS = {
  contact: { name: "contact", limit: 5, windowSeconds: 600, message: "You've sent several messages in a short time. Please wait a few minutes and try again." },
  quote: {
    name: "quote",
    limit: 5,
    windowSeconds: 600,
    message: "You've sent several quote requests in a short time. Please wait a few minutes and try again.",
  },
  // Sign-in guessing (lib/auth/sign-in-limits.ts says how these rules fit together): every attempt
  // from one address, then wrong passwords for one account from one address, fewer during a burst.
  login: { name: "login", limit: 10, windowSeconds: 900, message: "Too many login attempts. Please wait 15 minutes and try again." },
  loginAccountAddress: { name: "login-account-address", limit: 10, windowSeconds: 3600, message: WRONG_PASSWORDS_FOR_ACCOUNT },
  loginAccountAddressDuringBurst: { name: "login-account-address", limit: 3, windowSeconds: 3600, message: WRONG_PASSWORDS_FOR_ACCOUNT },
  // Reset links asked for, per address, and per email from one address (known or not, so the limit
  // tells nothing): a stranger uses up only their own requests for someone's email. Per email from
  // every address together, a cap no single address reaches, so nobody's inbox is flooded.
  passwordReset: { name: "password-reset", limit: 5, windowSeconds: 900, message: "Too many password reset requests. Please wait 15 minutes and try again." },
  passwordResetEmailFromAddress: { name: "password-reset-email-address", limit: 3, windowSeconds: 3600, message: RESET_REQUESTS_FOR_EMAIL },
  passwordResetEmail: { name: "password-reset-email", limit: 10, windowSeconds: 3600, message: RESET_REQUESTS_FOR_EMAIL },
  // New passwords set through a reset link, per address.
  passwordResetUse: {
    name: "password-reset-use",
    limit: 10,
    windowSeconds: 900,
    message: "Too many attempts to reset a password. Please wait 15 minutes and try again.",
  },
  signup: { name: "signup", limit: 5, windowSeconds: 3600, message: "Too many accounts created from your network. Please try again later." },
  // "Send a new link" per account: enough for a lost email, too few to flood an inbox.
  verificationLinkRequest: {
    name: "verification-link-request",
    limit: 3,
    windowSeconds: 3600,
    message: "We've sent 3 links in the last hour. Check your inbox and spam folder for the latest one, or try again later.",
  },
  verificationLinkUse: {
    name: "verification-link-use",
    limit: 10,
    windowSeconds: 900,
    message: "Too many attempts to confirm an email. Please wait 15 minutes and try again.",
  },
  checkout: {
    name: "checkout",
    limit: 30,
    windowSeconds: 600,
    message: "Too many checkout attempts in a short time. Please wait a few minutes and try again.",
  },
  ai: { name: "ai", limit: 20, windowSeconds: 60, message: "You've sent a lot of requests in the last minute. Please wait a moment and try again." },
  upload: { name: "upload", limit: 30, windowSeconds: 600, message: "Too many uploads in a short time. Please wait a few minutes and try again." },
  orderLookup: {
    name: "order-lookup",
    limit: 10,
    windowSeconds: 900,
    message: "Too many order look-ups in a short time. Please wait 15 minutes and try again.",
  },
} satisfies Record<string, RateLimitRule>;

import "server-only";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { Invalid } from "@/lib/errors";
import { enqueueJobs } from "@/lib/jobs/enqueue";
import { sendEmailOnce } from "@/lib/mail";
import { passwordResetEmail } from "@/lib/mail/templates";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/rate-limit";
import { RESET_LINK_MINUTES, RESET_LINK_UNUSABLE, type PasswordResetInput, type PasswordResetRequestInput } from "@/lib/validation/password";
import { holdAnswerUntil } from "./answer-floor";
import { linkToken, linkTokenHash as tokenHashOf, newLinkId } from "./link-token";
import { hashSecret } from "./password";
import { forgiveWrongPasswords } from "./sign-in-limits";
import { MINUTE_MS } from "@/lib/time";

/* Password reset by an emailed link (its token made as ./link-token.ts says). */

// Every reset request takes at least this long, so an answer's timing doesn't tell a known
// address (a row and a job written) from an unknown one.
const REQUEST_FLOOR_MS = 300;

const resetToken = (tokenId: string) => linkToken("password-reset", tokenId);

/** The page the email links to, at the site's own address. */
export function passwordResetLink(token: string): string {
  const url = new URL("/reset-password", env().SITE_URL);
  url.searchParams.set("token", token);
  return url.toString();
}

/**
 * Asks for a reset link. Known or unknown address, the caller gets the same answer after the
 * same steps: both are rate-limited (per address, per email from this address, and per email
 * from every address: a stranger uses up only their own requests), both make a token and run a
 * transaction, and only for an account does it write the token's hash and the email job.
 */
export async function requestPasswordReset(clientIp: string, { email }: PasswordResetRequestInput): Promise<void> {
  const started = Date.now();
  await enforceRateLimit(RATE_LIMITS.passwordReset, clientIp);
  await enforceRateLimit(RATE_LIMITS.passwordResetEmailFromAddress, `${email} ${clientIp}`);
  await enforceRateLimit(RATE_LIMITS.passwordResetEmail, email);
  const user = await prisma.user.findUnique({ where: { email }, select: { id: true } });
  const tokenId = newLinkId();
  const tokenHash = tokenHashOf(resetToken(tokenId));
  await prisma.$transaction(async (tx) => {
    if (!user) return;
    const now = new Date();
    await tx.passwordResetToken.create({
      data: { id: tokenId, userId: user.id, tokenHash, createdAt: now, expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * MINUTE_MS) },
    });
    await enqueueJobs(tx, [{ name: "account.email", data: { kind: "password-reset", tokenId } }]);
  });
  await holdAnswerUntil(started, REQUEST_FLOOR_MS);
}

/** Job handler: emails the link of a reset token that can still be used (once per token). */
export async function sendPasswordResetEmail({ tokenId }: { tokenId: string }): Promise<void> {
  const token = await prisma.passwordResetToken.findUnique({ where: { id: tokenId }, include: { user: { select: { email: true, firstName: true } } } });
  // Used, expired or gone (the account deleted): a link that cannot work is not worth sending.
  if (!token || token.usedAt || token.expiresAt <= new Date()) return;
  const message = passwordResetEmail({
    to: token.user.email,
    firstName: token.user.firstName,
    link: passwordResetLink(resetToken(tokenId)),
    minutes: RESET_LINK_MINUTES,
    supportEmail: env().SUPPORT_EMAIL,
  });
  await sendEmailOnce(`password-reset-${tokenId}`, message);
}

/**
 * What a link's token can do now, for the page before anything is typed: set a password, or why
 * not. Only the link's owner holds a real token, so telling a used link from an expired one tells
 * a stranger nothing; any other token is unknown.
 */
export type ResetLinkState = "usable" | "used" | "expired" | "unknown";

export async function resetLinkState(token: string): Promise<ResetLinkState> {
  if (token.length < 20 || token.length > 200) return "unknown";
  const found = await prisma.passwordResetToken.findUnique({ where: { tokenHash: tokenHashOf(token) }, select: { usedAt: true, expiresAt: true } });
  if (!found) return "unknown";
  if (found.usedAt) return "used";
  return found.expiresAt > new Date() ? "usable" : "expired";
}

/** Whether a link's token can still set a password. */
export const resetTokenIsUsable = async (token: string) => (await resetLinkState(token)) === "usable";

/**
 * Sets a new password through a reset link. The token is used up by one UPDATE that only an
 * unused, unexpired token passes, so of two parallel uses one wins. With it, in one
 * transaction: the new password, every session of the account ended, the account's other
 * outstanding links used up, and its email counted as confirmed. Its wrong passwords from this
 * address are forgiven.
 */
export async function resetPassword(clientIp: string, { token, password }: PasswordResetInput): Promise<void> {
  await enforceRateLimit(RATE_LIMITS.passwordResetUse, clientIp);
  // Checked before the (deliberately slow) hashing, so a dead link costs the server little.
  if (!(await resetTokenIsUsable(token))) throw new Invalid(RESET_LINK_UNUSABLE);
  const passwordHash = await hashSecret(password);
  const tokenHash = tokenHashOf(token);
  const email = await prisma.$transaction(async (tx) => {
    const [used] = await tx.$queryRaw<{ userId: string }[]>`
      UPDATE "PasswordResetToken" SET "usedAt" = now()
      WHERE "tokenHash" = ${tokenHash} AND "usedAt" IS NULL AND "expiresAt" > now()
      RETURNING "userId"`;
    if (!used) return null;
    const user = await tx.user.update({ where: { id: used.userId }, data: { passwordHash, sessionVersion: { increment: 1 } }, select: { email: true } });
    // The link came through the inbox: the address is proven, and only its owner knows the new password.
    await tx.user.updateMany({ where: { id: used.userId, emailVerified: null }, data: { emailVerified: new Date() } });
    await tx.passwordResetToken.updateMany({ where: { userId: used.userId, usedAt: null }, data: { usedAt: new Date() } });
    return user.email;
  });
  if (!email) throw new Invalid(RESET_LINK_UNUSABLE);
  await forgiveWrongPasswords(clientIp, email);
}

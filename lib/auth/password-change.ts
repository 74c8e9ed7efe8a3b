import "server-only";
import { prisma } from "@/lib/db";
import { Invalid, Unauthenticated } from "@/lib/errors";
import type { PasswordChangeInput } from "@/lib/validation/password";
import type { SignedIn } from "./accounts";
import { hashSecret, verifySecret } from "./password";
import type { SessionUser } from "./session";
import { beforePasswordCheck, recordWrongPassword } from "./sign-in-limits";

export const WRONG_CURRENT_PASSWORD = "That isn't your current password. Check it and try again.";
export const NO_PASSWORD_YET = 'Your account signs in with Google and has no password yet. To add one, use "Forgot your password?" on the log-in page.';

/** Whether the account signs in with a password (a Google-only account has none to change). */
export async function accountHasPassword(userId: string): Promise<boolean> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  return Boolean(user?.passwordHash);
}

/**
 * The signed-in person changes their password. The current one is checked under the sign-in
 * limits (each try counts against the address, each wrong one against the account from that
 * address), so a borrowed session guesses no faster than the log-in form. Then, at once: the new
 * password, every session ended (the version goes up) and any outstanding reset link used up.
 * Answers what the caller needs to give this browser a fresh session under the new version, from
 * the same sign-in time.
 */
export async function changePassword(
  clientIp: string,
  signedIn: SignedIn | null,
  { currentPassword, newPassword }: PasswordChangeInput,
): Promise<{ user: SessionUser; sessionVersion: number; since: number; sid: string }> {
  if (!signedIn) throw new Unauthenticated("You're not logged in. Log in again to change your password.");
  const { session, user } = signedIn;
  await beforePasswordCheck(clientIp, user.email);
  const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { passwordHash: true } });
  if (!stored.passwordHash) throw new Invalid(NO_PASSWORD_YET);
  if (!(await verifySecret(stored.passwordHash, currentPassword))) {
    await recordWrongPassword(clientIp, user.email);
    throw new Invalid(WRONG_CURRENT_PASSWORD);
  }
  const passwordHash = await hashSecret(newPassword);
  const updated = await prisma.$transaction(async (tx) => {
    const account = await tx.user.update({
      where: { id: user.id },
      data: { passwordHash, sessionVersion: { increment: 1 } },
      select: { sessionVersion: true },
    });
    await tx.passwordResetToken.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: new Date() } });
    return account;
  });
  return { user, sessionVersion: updated.sessionVersion, since: session.since, sid: session.sid };
}

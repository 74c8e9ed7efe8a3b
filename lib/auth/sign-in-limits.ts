import "server-only";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { enqueueJobs } from "@/lib/jobs/enqueue";
import type { JobPayloads } from "@/lib/jobs/queues";
import { sendEmailOnce } from "@/lib/mail";
import { signInBurstEmail } from "@/lib/mail/templates";
import { clearRateLimit, countInWindow, countSoFar, enforceRateLimit, RATE_LIMITS, refuseIfLimited } from "@/lib/rate-limit";

/*
 * Guessing passwords stays expensive, and nobody but the person who knows the password decides
 * whether they can sign in. A lock on the account itself would be a stranger's to pull (ten wrong
 * passwords from anywhere, again every 15 minutes), so there is none:
 *
 * - An address gets 10 attempts in 15 minutes, right or wrong, whatever the accounts
 *   (RATE_LIMITS.login): one machine guesses slowly, at one account or across many.
 * - An account from one address gets 10 wrong passwords an hour (RATE_LIMITS.loginAccountAddress),
 *   then that address waits for that account: the guesser is stopped, the owner elsewhere isn't.
 *   A reset link used from that address forgives them.
 * - An account from every address together: 20 wrong passwords within an hour is a burst, which
 *   one address alone can't make. It locks nothing. The admin is emailed once per burst (the job
 *   is enqueued with the count that makes it), and while it lasts each address gets 3 wrong
 *   passwords an hour at that account instead of 10, so many addresses together guess slowly too.
 *
 * Changing a password checks the current one under the same rules (lib/auth/password-change.ts).
 */

/** Wrong passwords for one account, from every address, counted over an hour. */
const BURST_WINDOW = { name: "login-account-burst", windowSeconds: 3600 };
const BURST_FAILURES = 20;

/** Wrong passwords are counted per account and address: the address is the visitor's. */
const accountFromAddress = (email: string, clientIp: string) => `${email} ${clientIp}`;

/**
 * Before a password is checked: the attempt counts against the address, and a 429 answers an
 * address that used up its attempts, or its wrong passwords for this account (fewer during a burst).
 */
export async function beforePasswordCheck(clientIp: string, email: string): Promise<void> {
  await enforceRateLimit(RATE_LIMITS.login, clientIp);
  const duringBurst = (await countSoFar(BURST_WINDOW, email)) >= BURST_FAILURES;
  await refuseIfLimited(duringBurst ? RATE_LIMITS.loginAccountAddressDuringBurst : RATE_LIMITS.loginAccountAddress, accountFromAddress(email, clientIp));
}

/**
 * A wrong password: counted for the account from this address and from every address. The one
 * that makes a burst on an existing account enqueues the admin's email in the same transaction,
 * so exactly one email goes per burst however many requests race.
 */
export async function recordWrongPassword(clientIp: string, email: string): Promise<void> {
  await prisma.$transaction(async (tx) => {
    await countInWindow(RATE_LIMITS.loginAccountAddress, accountFromAddress(email, clientIp), { db: tx });
    const burst = await countInWindow(BURST_WINDOW, email, { db: tx });
    if (burst.count !== BURST_FAILURES || !(await tx.user.findUnique({ where: { email }, select: { id: true } }))) return;
    await enqueueJobs(tx, [{ name: "security.email", data: { kind: "sign-in-burst", account: email, until: burst.resetAt.toISOString() } }]);
  });
}

/** The owner proved who they are (a reset link used from this address): its wrong passwords are forgotten. */
export async function forgiveWrongPasswords(clientIp: string, email: string): Promise<void> {
  await clearRateLimit(RATE_LIMITS.loginAccountAddress, accountFromAddress(email, clientIp));
}

/** Job handler: tells the admin about a burst of wrong passwords on one account (once per burst). */
export async function sendSecurityEmail({ account, until }: JobPayloads["security.email"]): Promise<void> {
  const message = signInBurstEmail({
    to: env().ADMIN_EMAIL,
    account,
    failures: BURST_FAILURES,
    until: new Date(until),
    perAddress: { usual: RATE_LIMITS.loginAccountAddress.limit, duringBurst: RATE_LIMITS.loginAccountAddressDuringBurst.limit },
  });
  await sendEmailOnce(`sign-in-burst-${account}-${until}`, message);
}

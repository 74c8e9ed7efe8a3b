import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { planById } from "@/lib/content/plans";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { enqueueJobs } from "@/lib/jobs/enqueue";
import { sendEmailOnce } from "@/lib/mail";
import { addressTakenEmail } from "@/lib/mail/templates";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/rate-limit";
import type { SignupInput } from "@/lib/validation/auth";
import { holdAnswerUntil } from "./answer-floor";
import { createVerificationLink } from "./email-verification";
import { hashSecret } from "./password";

/*
 * Sign-up that tells nobody which addresses have accounts: a new address and a taken one get the
 * same answer, with the same cookies (none), after about the same time. What happens next is in
 * the inbox, where only the address's owner looks.
 */

// Every request takes at least this long, so the rows written for a new address don't show in
// the timing. Both branches hash the password, which is most of the work.
const REQUEST_FLOOR_MS = 400;

/**
 * The signup form, or a signed-out plan start (rate-limited per address, together): an account to
 * confirm by email, or a note to the address's owner.
 */
export async function signUp(clientIp: string, input: SignupInput, request: AccountRequest = {}): Promise<void> {
  await enforceRateLimit(RATE_LIMITS.signup, clientIp);
  await requestAccount(input, request);
}

export type AccountRequest = {
  /** The plan a plan start asks for, named in the emails. */
  plan?: string;
  /** What a new account comes with (a plan start's plan), written in the account's transaction. */
  withAccount?: (tx: Prisma.TransactionClient, userId: string) => Promise<unknown>;
};

/**
 * Asks for an account for input.email. A new address becomes an unconfirmed account (and what
 * `withAccount` writes) with a link to confirm it; nobody is signed in, so a taken address can get
 * the same answer: its owner is emailed that someone tried (at most once an hour), with the
 * links to log in and to reset the password, and the account is left as it was.
 */
async function requestAccount(input: SignupInput, { plan, withAccount }: AccountRequest = {}): Promise<void> {
  const started = Date.now();
  const passwordHash = await hashSecret(input.password);
  if (!(await createUnconfirmedAccount(input, passwordHash, withAccount))) await tellOwnerSomeoneTried(input.email, plan ?? null);
  await holdAnswerUntil(started, REQUEST_FLOOR_MS);
}

/** The new account, its extras and its link in one transaction: false when the address has an account. */
async function createUnconfirmedAccount(input: SignupInput, passwordHash: string, withAccount: AccountRequest["withAccount"]): Promise<boolean> {
  try {
    await prisma.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: {
          email: input.email.toLowerCase(),
          firstName: input.firstName,
          lastName: input.lastName,
          name: `${input.firstName} ${input.lastName}`,
          passwordHash,
        },
        select: { id: true },
      });
      await withAccount?.(tx, user.id);
      await createVerificationLink(tx, user.id);
    });
    return true;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return false;
    throw error;
  }
}

async function tellOwnerSomeoneTried(email: string, plan: string | null): Promise<void> {
  const owner = await prisma.user.findUnique({ where: { email: email.toLowerCase() }, select: { id: true } });
  if (!owner) return;
  const hour = new Date().toISOString().slice(0, 13);
  await prisma.$transaction((tx) =>
    enqueueJobs(tx, [{ name: "account.email", data: { kind: "address-taken", userId: owner.id, plan, dedupeKey: `address-taken-${owner.id}-${hour}` } }]),
  );
}

/** Job handler: the note to an address's owner (once per dedupeKey). */
export async function sendAddressTakenEmail({ userId, plan, dedupeKey }: { userId: string; plan: string | null; dedupeKey: string }): Promise<void> {
  const owner = await prisma.user.findUnique({ where: { id: userId }, select: { email: true, firstName: true } });
  if (!owner) return;
  const config = env();
  const planName = plan ? (planById(plan)?.name ?? null) : null;
  const message = addressTakenEmail({
    to: owner.email,
    firstName: owner.firstName,
    siteUrl: config.SITE_URL,
    planName,
    planPath: planName ? `/plans/${plan}/start` : null,
    supportEmail: config.SUPPORT_EMAIL,
  });
  await sendEmailOnce(dedupeKey, message);
}

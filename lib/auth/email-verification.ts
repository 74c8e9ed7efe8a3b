import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { waitingPlan } from "@/lib/billing/waiting-plan";
import { planById } from "@/lib/content/plans";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { Conflict, Invalid, Unauthenticated } from "@/lib/errors";
import { enqueueJobs } from "@/lib/jobs/enqueue";
import { sendEmailOnce } from "@/lib/mail";
import { emailVerificationEmail } from "@/lib/mail/templates";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/rate-limit";
import {
  EMAIL_ALREADY_CONFIRMED,
  PASSWORD_TO_CONFIRM,
  VERIFY_LINK_HOURS,
  VERIFY_LINK_UNUSABLE,
  type EmailConfirmationInput,
} from "@/lib/validation/email-verification";
import { logIn } from "./accounts";
import { linkToken, linkTokenHash, newLinkId } from "./link-token";
import type { SessionUser } from "./session";
import { HOUR_MS } from "@/lib/time";

/*
 * Email confirmation by an emailed link (its token made as ./link-token.ts says). Until an
 * account's address is confirmed, nothing is shown to it by that address alone (print orders
 * paid with it): anyone can register any address. What the account made while signed in is its
 * own from the start.
 */

const verificationToken = (tokenId: string) => linkToken("email-verification", tokenId);

/** The page the email links to, at the site's own address. */
export function emailVerificationLink(token: string): string {
  const url = new URL("/verify-email", env().SITE_URL);
  url.searchParams.set("token", token);
  return url.toString();
}

/** A new link for the account, with the job that emails it, in the caller's transaction. */
export async function createVerificationLink(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  const id = newLinkId();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + VERIFY_LINK_HOURS * HOUR_MS);
  await tx.emailVerificationToken.create({ data: { id, userId, tokenHash: linkTokenHash(verificationToken(id)), createdAt: now, expiresAt } });
  await enqueueJobs(tx, [{ name: "account.email", data: { kind: "email-verification", tokenId: id } }]);
}

/** Job handler: emails a link that can still be used to an address not yet confirmed (once per link). */
export async function sendVerificationEmail({ tokenId }: { tokenId: string }): Promise<void> {
  const token = await prisma.emailVerificationToken.findUnique({
    where: { id: tokenId },
    include: { user: { select: { email: true, firstName: true, emailVerified: true } } },
  });
  if (!token || token.usedAt || token.expiresAt <= new Date() || token.user.emailVerified) return;
  const plan = await waitingPlan(token.userId);
  const message = emailVerificationEmail({
    to: token.user.email,
    firstName: token.user.firstName,
    link: emailVerificationLink(verificationToken(tokenId)),
    hours: VERIFY_LINK_HOURS,
    planName: plan ? (planById(plan.plan)?.name ?? null) : null,
    supportEmail: env().SUPPORT_EMAIL,
  });
  await sendEmailOnce(`email-verification-${tokenId}`, message);
}

/** The account a link can still confirm (for the page, before anything is typed), or null. */
export async function verificationLinkAccount(token: string): Promise<{ userId: string; email: string } | null> {
  if (token.length < 20 || token.length > 200) return null;
  const found = await prisma.emailVerificationToken.findUnique({ where: { tokenHash: linkTokenHash(token) }, include: { user: { select: { email: true } } } });
  return found && !found.usedAt && found.expiresAt > new Date() ? { userId: found.userId, email: found.user.email } : null;
}

export type EmailConfirmed = {
  /** Where the person goes next: the payment of a plan waiting for it, or their account. */
  next: string;
  /** The sign-in the password made, when the link was opened signed out. */
  signedIn: { user: SessionUser; sessionVersion: number } | null;
};

/**
 * Confirms an address with its link. The link alone is not enough: it must be opened by the
 * account's own session, or with its password (which also signs in), so whoever registered
 * someone else's address can't have that person confirm it with a click. The token is used up
 * by one UPDATE that only an unused, unexpired token passes; with it, the account's other links.
 */
export async function confirmEmail(clientIp: string, session: SessionUser | null, { token, password }: EmailConfirmationInput): Promise<EmailConfirmed> {
  await enforceRateLimit(RATE_LIMITS.verificationLinkUse, clientIp);
  const account = await verificationLinkAccount(token);
  if (!account) throw new Invalid(VERIFY_LINK_UNUSABLE);
  let signedIn: EmailConfirmed["signedIn"] = null;
  if (session?.id !== account.userId) {
    if (!password) throw new Unauthenticated(PASSWORD_TO_CONFIRM);
    signedIn = await logIn(clientIp, { email: account.email, password });
  }
  const tokenHash = linkTokenHash(token);
  const confirmed = await prisma.$transaction(async (tx) => {
    const [used] = await tx.$queryRaw<{ userId: string }[]>`
      UPDATE "EmailVerificationToken" SET "usedAt" = now()
      WHERE "tokenHash" = ${tokenHash} AND "usedAt" IS NULL AND "expiresAt" > now()
      RETURNING "userId"`;
    if (!used) return false;
    await tx.user.updateMany({ where: { id: used.userId, emailVerified: null }, data: { emailVerified: new Date() } });
    await tx.emailVerificationToken.updateMany({ where: { userId: used.userId, usedAt: null }, data: { usedAt: new Date() } });
    return true;
  });
  if (!confirmed) throw new Invalid(VERIFY_LINK_UNUSABLE);
  const plan = await waitingPlan(account.userId);
  return { next: plan ? `/plans/${plan.plan}/start` : "/account", signedIn };
}

/** "Send a new link" on the account page: a few an hour per account, none once confirmed. */
export async function sendNewVerificationLink(user: SessionUser): Promise<void> {
  const { emailVerified } = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { emailVerified: true } });
  if (emailVerified) throw new Conflict(EMAIL_ALREADY_CONFIRMED);
  await enforceRateLimit(RATE_LIMITS.verificationLinkRequest, user.id);
  await prisma.$transaction((tx) => createVerificationLink(tx, user.id));
}

/** Whose things an account is shown: what it made signed in, and what was made with its address once that is confirmed. */
export type AccountIdentity = { userId: string; confirmedEmail: string | null };

export async function accountIdentity(userId: string): Promise<AccountIdentity> {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, emailVerified: true } });
  return { userId, confirmedEmail: user.emailVerified ? user.email : null };
}

/**
 * Auth.js's sign-in event: an address Google says it verified counts as confirmed, for the
 * account of that address only (Google linked to an account of another address vouches for
 * nothing here). Auth.js itself creates Google's accounts unconfirmed.
 */
export async function trustGoogleVerifiedEmail({
  user,
  account,
  profile,
}: {
  user: { id?: string };
  account?: { provider: string } | null;
  profile?: { email?: string | null; email_verified?: unknown };
}): Promise<void> {
  if (account?.provider !== "google" || profile?.email_verified !== true || !profile.email || !user.id) return;
  await prisma.user.updateMany({
    where: { id: user.id, emailVerified: null, email: { equals: profile.email, mode: "insensitive" } },
    data: { emailVerified: new Date() },
  });
}

import "server-only";
import { linkToken, linkTokenHash } from "@/lib/auth/link-token";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { Expired, NotFound } from "@/lib/errors";
import { looksLikeQuoteToken } from "@/lib/validation/print-quote";

const PURPOSE = "print-quote";

/** The token of a quote's link (derived from its id, see lib/auth/link-token.ts). */
export const quoteToken = (quoteId: string) => linkToken(PURPOSE, quoteId);

export const quoteTokenHash = (quoteId: string) => linkTokenHash(quoteToken(quoteId));

/** The page the email links to, at the site's own address. */
export const quoteLink = (quoteId: string) => new URL(`/quotes/${quoteToken(quoteId)}`, env().SITE_URL).toString();

export const DEAD_LINK = "This quote link doesn't work any more. Ask us for a new one: reply to the quote email or call us.";
export const EXPIRED_LINK = "This quote has expired. Ask us for a fresh one: reply to the quote email or call us.";

// The quote's own print order, and its request's (paid from whichever of its links).
const include = { quoteRequest: { include: { printOrder: true } }, printOrder: true } as const;

/**
 * The quote a link opens, or a 404 a person can read: unknown and revoked links alike (a revoked
 * link tells nothing about the job). An expired one still shows its request's print order; only
 * paying needs an unexpired link, which `openQuotePayment` checks.
 */
export async function quoteByToken(token: string) {
  const quote = await anyQuoteByToken(token);
  if (!quote || quote.revokedAt) throw new NotFound(DEAD_LINK);
  if (!quote.quoteRequest.printOrder && quote.expiresAt <= new Date()) throw new Expired(EXPIRED_LINK);
  return quote;
}

/** The quote a token was made for, revoked or expired alike (a payment under way must still be settled or released). */
export async function anyQuoteByToken(token: string) {
  return looksLikeQuoteToken(token) ? prisma.quote.findUnique({ where: { tokenHash: linkTokenHash(token) }, include }) : null;
}

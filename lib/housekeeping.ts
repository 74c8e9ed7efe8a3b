import "server-only";
import { deleteUnusedBlogImages } from "@/lib/blog/images";
import { prisma } from "@/lib/db";
import { IDEMPOTENCY_KEY_MS } from "@/lib/payments/sandbox-idempotency";
import { uploadStorage } from "@/lib/uploads/storage";
import { DAY_MS, HOUR_MS } from "@/lib/time";

// Quote artwork not attached to a quote (or a logo to a plan or an account) within a day was abandoned with its form.
const UNATTACHED_UPLOAD_MS = DAY_MS;
// Past Stripe's 7-day authorisation window, an open checkout can never become an order.
const STALE_CHECKOUT_MS = 30 * DAY_MS;
// A week is longer than a post stays open in the editor: an image no post shows by then was dropped.
const UNUSED_BLOG_IMAGE_MS = 7 * DAY_MS;
// Long after Stripe stops retrying an event (3 days), a replay is no longer possible.
const WEBHOOK_RECORD_MS = 90 * DAY_MS;
// A reset link works for 30 minutes; a day on, its row tells nobody anything.
const PASSWORD_RESET_TOKEN_MS = DAY_MS;
// A "confirm your email" link works for a day; a day after that, the same.
const EMAIL_VERIFICATION_TOKEN_MS = 2 * DAY_MS;
// A job's heartbeat silent for a day was left by a process that died: pg-boss put its job back long ago.
const SILENT_JOB_HEARTBEAT_MS = DAY_MS;

export type HousekeepingReport = {
  rateLimitBuckets: number;
  uploads: number;
  blogImages: number;
  checkouts: number;
  sandboxIntents: number;
  sandboxIdempotencyKeys: number;
  webhookEvents: number;
  passwordResetTokens: number;
  emailVerificationTokens: number;
  jobHeartbeats: number;
};

/**
 * The hourly clean-up job: expired rate-limit buckets, uploads never attached to a quote, plan or account (bytes
 * and row), blog images no post shows a week after their upload (bytes and row), checkouts that
 * never became orders, the sandbox's abandoned payments and expired idempotency keys, old webhook
 * records, password reset links older than a day, email confirmation links older than two and the
 * heartbeats dead jobs left, so no table grows forever.
 * Orders, their checkouts and their payments are never touched.
 */
export async function keepHouse(now = new Date()): Promise<HousekeepingReport> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const rateLimitBuckets = (await prisma.rateLimitBucket.deleteMany({ where: { resetAt: { lt: before(HOUR_MS) } } })).count;

  const storage = uploadStorage();
  const abandoned = await prisma.uploadedFile.findMany({
    where: { quoteRequestId: null, logoOfPlans: { none: {} }, logoOfProfiles: { none: {} }, createdAt: { lt: before(UNATTACHED_UPLOAD_MS) } },
    select: { id: true, storageKey: true },
    take: 500,
  });
  for (const file of abandoned) {
    await storage.delete(file.storageKey);
    await prisma.uploadedFile.delete({ where: { id: file.id } });
  }

  const blogImages = await deleteUnusedBlogImages(before(UNUSED_BLOG_IMAGE_MS));

  // A payment refused after it was taken needs no checkout kept: its ledger rows say who paid.
  const checkouts = (await prisma.checkout.deleteMany({ where: { status: { not: "ordered" }, createdAt: { lt: before(STALE_CHECKOUT_MS) } } })).count;
  const sandboxIntents = (
    await prisma.sandboxPaymentIntent.deleteMany({
      where: { status: { in: ["requires_payment_method", "canceled"] }, createdAt: { lt: before(STALE_CHECKOUT_MS) } },
    })
  ).count;
  const sandboxIdempotencyKeys = (await prisma.sandboxIdempotencyKey.deleteMany({ where: { createdAt: { lt: before(IDEMPOTENCY_KEY_MS) } } })).count;
  const webhookEvents = (await prisma.webhookEvent.deleteMany({ where: { processedAt: { lt: before(WEBHOOK_RECORD_MS) } } })).count;
  const passwordResetTokens = (await prisma.passwordResetToken.deleteMany({ where: { createdAt: { lt: before(PASSWORD_RESET_TOKEN_MS) } } })).count;
  const emailVerificationTokens = (await prisma.emailVerificationToken.deleteMany({ where: { createdAt: { lt: before(EMAIL_VERIFICATION_TOKEN_MS) } } })).count;
  const jobHeartbeats = (await prisma.jobHeartbeat.deleteMany({ where: { beatAt: { lt: before(SILENT_JOB_HEARTBEAT_MS) } } })).count;
  return {
    rateLimitBuckets,
    uploads: abandoned.length,
    blogImages,
    checkouts,
    sandboxIntents,
    sandboxIdempotencyKeys,
    webhookEvents,
    passwordResetTokens,
    emailVerificationTokens,
    jobHeartbeats,
  };
}

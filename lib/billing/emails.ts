import "server-only";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { planById } from "@/lib/content/plans";
import type { JobRequest } from "@/lib/jobs/enqueue";
import type { JobPayloads, PlanEmailNotice } from "@/lib/jobs/queues";
import { sendEmailOnce } from "@/lib/mail";
import { planEmail, type PlanEmailNews } from "@/lib/mail/plan-emails";
import { subscriptionGateway } from "@/lib/payments";
import { accountGuarantee } from "./account-guarantee";
import { recordPlanEvent } from "./events";

/** The job that sends one plan email; `occasion` (an invoice's or a refund's id, a click's key) tells one such email from the next. */
export function planEmailJob(subscriptionId: string, notice: PlanEmailNotice, occasion = ""): JobRequest {
  return { name: "plan.email", data: { ...notice, subscriptionId, dedupeKey: `plan-${subscriptionId}-${notice.kind}${occasion ? `-${occasion}` : ""}` } };
}

/** The receipt of one paid invoice of the plan (ours, by id). */
export const planReceiptJob = (subscriptionId: string, invoiceId: number) => planEmailJob(subscriptionId, { kind: "receipt", invoiceId }, String(invoiceId));

/** The job that tells the customer of one refund of a plan payment: its amount, and the admin's message if one was written. */
export function planRefundEmailJob(subscriptionId: string, refund: { id: number; amount: number; customerMessage: string | null }): JobRequest {
  return planEmailJob(subscriptionId, { kind: "refunded", amount: refund.amount, message: refund.customerMessage ?? undefined }, String(refund.id));
}

/** A receipt's invoice read from our table; any other notice as it is. */
async function newsOf(job: JobPayloads["plan.email"]): Promise<PlanEmailNews | null> {
  if (job.kind !== "receipt") return job;
  const invoice = await prisma.subscriptionInvoice.findUnique({ where: { id: job.invoiceId } });
  return invoice && { kind: "receipt", invoice: { id: invoice.id, amount: invoice.amount, reason: invoice.reason, paidAt: invoice.createdAt } };
}

/** Job handler: sends one email about a plan (once, however often it runs) and notes it on the plan's timeline. */
export async function sendPlanEmail(job: JobPayloads["plan.email"]): Promise<void> {
  const [subscription, news] = await Promise.all([prisma.subscription.findUnique({ where: { id: job.subscriptionId }, include: { user: true } }), newsOf(job)]);
  if (!subscription || !news) return;
  const config = env();
  const guarantee = news.kind === "welcome" ? await accountGuarantee(prisma, subscription.userId, await subscriptionGateway().now()) : null;
  const message = planEmail(
    news,
    {
      ...subscription,
      planName: planById(subscription.plan)?.name ?? subscription.plan,
      hasLogo: Boolean(subscription.logoFileId),
      customerName: subscription.user.firstName?.trim() || "there",
      customerEmail: subscription.user.email,
      guaranteeUntil: guarantee?.until ?? null,
    },
    { supportEmail: config.SUPPORT_EMAIL, teamEmail: config.TEAM_EMAIL, siteUrl: config.SITE_URL },
  );
  if (await sendEmailOnce(job.dedupeKey, message)) {
    await recordPlanEvent(prisma, job.subscriptionId, { type: "email.sent", message: `"${message.subject}" emailed to ${message.to}.`, actor: "job" });
  }
}

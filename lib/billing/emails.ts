import "server-only";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { planById } from "@/lib/content/plans";
import type { JobRequest } from "@/lib/jobs/enqueue";
import type { JobPayloads, PlanEmailKind } from "@/lib/jobs/queues";
import { sendEmailOnce } from "@/lib/mail";
import { planEmail } from "@/lib/mail/plan-emails";
import { recordPlanEvent } from "./events";

/** The job that sends one plan email; `occasion` (an invoice id) tells a second failed payment from the first. */
export function planEmailJob(subscriptionId: string, kind: PlanEmailKind, occasion = ""): JobRequest {
  return { name: "plan.email", data: { subscriptionId, kind, dedupeKey: `plan-${subscriptionId}-${kind}${occasion ? `-${occasion}` : ""}` } };
}

/** The job that tells the customer of one refund of a plan payment, with its amount. */
export function planRefundEmailJob(subscriptionId: string, refund: { id: number; amount: number }): JobRequest {
  return { name: "plan.email", data: { subscriptionId, kind: "refunded", dedupeKey: `plan-${subscriptionId}-refunded-${refund.id}`, amount: refund.amount } };
}

/** Job handler: sends one email about a plan (once, however often it runs) and notes it on the plan's timeline. */
export async function sendPlanEmail({ subscriptionId, kind, dedupeKey, amount }: JobPayloads["plan.email"]): Promise<void> {
  const subscription = await prisma.subscription.findUnique({ where: { id: subscriptionId }, include: { user: true } });
  if (!subscription) return;
  const config = env();
  const customerName = subscription.user.firstName?.trim() || "there";
  const message = planEmail(
    kind,
    {
      ...subscription,
      planName: planById(subscription.plan)?.name ?? subscription.plan,
      hasLogo: Boolean(subscription.logoFileId),
      customerName,
      customerEmail: subscription.user.email,
      refundAmount: amount ?? 0,
    },
    { supportEmail: config.SUPPORT_EMAIL, teamEmail: config.TEAM_EMAIL, siteUrl: config.SITE_URL },
  );
  if (await sendEmailOnce(dedupeKey, message)) {
    await recordPlanEvent(prisma, subscriptionId, { type: "email.sent", message: `"${message.subject}" emailed to ${message.to}.`, actor: "job" });
  }
}

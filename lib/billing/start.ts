import "server-only";
import { signUp } from "@/lib/auth/accounts";
import type { SessionUser } from "@/lib/auth/session";
import { planAmountCents, planById } from "@/lib/content/plans";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/api";
import { subscriptionGateway } from "@/lib/payments";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/rate-limit";
import type { SubscriptionStart } from "@/lib/payments/types";
import type { PlanStartInput } from "@/lib/validation/plan";
import { syncSubscription } from "./sync";

/** Whether the plan is sold on this site (Basic goes to the outside payment link while one is set). */
export function planSoldHere(planId: string): boolean {
  return Boolean(planById(planId)) && !(planId === "basic" && env().BASIC_PLAN_PAYMENT_URL);
}

async function logoFileId(uploadId: string | undefined): Promise<string | null> {
  if (!uploadId) return null;
  const file = await prisma.uploadedFile.findFirst({ where: { id: uploadId, pending: false, quoteRequestId: null }, select: { id: true } });
  if (!file) throw new ApiError(400, "Your logo upload has expired. Remove it, upload it again, and try once more.");
  return file.id;
}

export type PlanStarted = { subscriptionId: string; start: SubscriptionStart; user: SessionUser; accountCreated: boolean };

/**
 * Opens a plan's first payment: the account (the signed-in one, or one created now), the
 * business details, and the gateway's payment at the price of our plan table. A second try
 * (after a declined card) reuses the plan waiting for its first payment. Rate-limited with checkout
 * (and a new account with sign-ups).
 */
export async function startPlan(clientIp: string, signedIn: SessionUser | null, input: PlanStartInput): Promise<PlanStarted> {
  await enforceRateLimit(RATE_LIMITS.checkout, clientIp);
  const plan = planById(input.plan);
  if (!plan || !planSoldHere(plan.id)) throw new ApiError(404, "This plan is bought through our payment page. Go back to our pricing and choose Get Started.");
  if (!signedIn && !input.account) throw new ApiError(401, "Log in or create an account to start your plan.");
  const current = signedIn && (await prisma.subscription.findFirst({ where: { userId: signedIn.id, status: { in: ["active", "past_due"] } }, select: { plan: true } }));
  if (current) throw new ApiError(409, `You already have the ${planById(current.plan)?.name ?? current.plan} plan. Manage it from your account.`);
  const { logoUploadId, ...business } = input.business;
  const logo = await logoFileId(logoUploadId);
  // A new account counts against the sign-up form's limit, as one made there does.
  const user = signedIn ?? (await signUp(clientIp, input.account!));

  const details = { ...business, website: business.website || null, logoFileId: logo };
  const waiting = await prisma.subscription.findFirst({ where: { userId: user.id, plan: plan.id, status: "incomplete" }, orderBy: { createdAt: "desc" } });
  const gateway = subscriptionGateway();
  const subscription = waiting
    ? await prisma.subscription.update({ where: { id: waiting.id }, data: details })
    : await prisma.subscription.create({ data: { ...details, userId: user.id, plan: plan.id, provider: gateway.name, amount: planAmountCents(plan) } });

  const site = env().SITE_URL;
  const start = await gateway.start({
    reference: subscription.id,
    plan: plan.id,
    amount: subscription.amount,
    email: user.email,
    successUrl: new URL("/account?plan=started#your-plan", site).toString(),
    cancelUrl: new URL(`/plans/${plan.id}/start`, site).toString(),
    idempotencyKey: `plan-start-${subscription.id}`,
  });
  if (start.kind === "card") await prisma.subscription.update({ where: { id: subscription.id }, data: { gatewaySubscriptionId: start.gatewaySubscriptionId } });
  return { subscriptionId: subscription.id, start, user, accountCreated: !signedIn };
}

/** The customer confirmed the first payment in the browser: the gateway takes it and the plan starts. */
export async function completePlanStart(user: SessionUser, subscriptionId: string): Promise<{ status: string }> {
  const subscription = await prisma.subscription.findFirst({ where: { id: subscriptionId, userId: user.id } });
  if (!subscription?.gatewaySubscriptionId) throw new ApiError(404, "We couldn't find that plan on your account.");
  await subscriptionGateway().completeStart(subscription.gatewaySubscriptionId);
  await syncSubscription(subscription.gatewaySubscriptionId, "customer");
  const synced = await prisma.subscription.findUniqueOrThrow({ where: { id: subscriptionId }, select: { status: true } });
  return { status: synced.status };
}

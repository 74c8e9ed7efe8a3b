import "server-only";
import { signUp } from "@/lib/auth/sign-up";
import { claimLogo } from "@/lib/business-profile/logo";
import { rememberBusiness, savedLogoId } from "@/lib/business-profile/profile";
import type { SessionUser } from "@/lib/auth/session";
import { planById } from "@/lib/content/plans";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { Conflict, NotFound, Unauthenticated } from "@/lib/errors";
import { subscriptionGateway } from "@/lib/payments";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/rate-limit";
import type { SubscriptionStart } from "@/lib/payments/types";
import type { PlanStartInput } from "@/lib/validation/plan";
import { lockAccountPlans, PLAN_TRANSACTION } from "./account-lock";
import { NOT_YOUR_PLAN, ownPlan } from "./own-plan";
import { refusedStartMessage, refuseStart, runningPlanOf } from "./refused-start";
import { afterSync, syncPlanInTransaction } from "./sync";
import { waitingPlan } from "./waiting-plan";

/** Whether the plan is sold on this site (Basic goes to the outside payment link while one is set). */
export function planSoldHere(planId: string): boolean {
  return Boolean(planById(planId)) && !(planId === "basic" && env().BASIC_PLAN_PAYMENT_URL);
}

export type PlanStarted = { kind: "payment"; subscriptionId: string; start: SubscriptionStart } | { kind: "emailed" };

/*
 * A signed-out start continues by email, the same for a new address and a taken one, so the
 * answer tells nobody which addresses have accounts. A new address becomes an unconfirmed account
 * with the plan waiting for its payment, and gets a link that (with the password just chosen)
 * confirms the address, signs in and brings the person back to pay, the form filled in; a taken
 * address's owner is emailed how to log in instead. The start itself signs nobody in and charges
 * nothing, and puts nothing on an existing account for someone who only typed its address.
 * (Paying first and sorting out the account afterwards was the other way: it signs nobody in
 * before payment either, but the answer after payment, signed in or not, would tell a paying
 * stranger whether the address was taken, and a paid plan would need a home before it has an
 * account.)
 */

/**
 * Starts a plan. Signed in: opens its first payment, the business details and the gateway's
 * payment at the price of our plan table (a second try, after a declined card or from the
 * emailed link, reuses the plan waiting for its first payment). Signed out: see above.
 * Rate-limited with checkout (and a signed-out start with sign-ups).
 */
export async function startPlan(clientIp: string, signedIn: SessionUser | null, input: PlanStartInput): Promise<PlanStarted> {
  await enforceRateLimit(RATE_LIMITS.checkout, clientIp);
  const plan = planById(input.plan);
  if (!plan || !planSoldHere(plan.id)) throw new NotFound("This plan is bought through our payment page. Go back to our pricing and choose Get Started.");
  if (!signedIn && !input.account) throw new Unauthenticated("Log in or create an account to start your plan.");
  // One running plan per account: refused here, before any payment (completing re-checks under the account's lock).
  const current = signedIn && (await runningPlanOf(prisma, signedIn.id));
  if (current) throw new Conflict(`You already have the ${current.planName} plan. Manage it from your account.`);
  const { logoUploadId, ...business } = input.business;
  const logo = logoUploadId ? await claimLogo(prisma, signedIn?.id ?? null, logoUploadId) : null;
  const details = { ...business, website: business.website || null, logoFileId: logo };
  const gateway = subscriptionGateway();

  if (!signedIn) {
    // The sign-up form's limit counts a plan start's account too, for a taken address as for a new one.
    await signUp(clientIp, input.account!, {
      plan: plan.id,
      withAccount: (tx, userId) => tx.subscription.create({ data: { ...details, userId, plan: plan.id, provider: gateway.name, amount: plan.priceCents } }),
    });
    return { kind: "emailed" };
  }

  const waiting = await waitingPlan(signedIn.id, plan.id);
  // The form filled in again has no upload for a logo sent before (with the waiting plan, or saved
  // on the account): that logo goes with the plan.
  const sent = { ...details, logoFileId: logo ?? waiting?.logoFileId ?? (await savedLogoId(signedIn.id)) };
  const subscription = await prisma.$transaction(async (tx) => {
    await rememberBusiness(tx, signedIn.id, sent);
    return waiting
      ? tx.subscription.update({ where: { id: waiting.id }, data: sent })
      : tx.subscription.create({ data: { ...sent, userId: signedIn.id, plan: plan.id, provider: gateway.name, amount: plan.priceCents } });
  });

  const site = env().SITE_URL;
  const start = await gateway.start({
    reference: subscription.id,
    plan: plan.id,
    amount: subscription.amount,
    email: signedIn.email,
    successUrl: new URL("/account?plan=started#your-plan", site).toString(),
    cancelUrl: new URL(`/plans/${plan.id}/start`, site).toString(),
    idempotencyKey: `plan-start-${subscription.id}`,
  });
  if (start.kind === "card") await prisma.subscription.update({ where: { id: subscription.id }, data: { gatewaySubscriptionId: start.gatewaySubscriptionId } });
  return { kind: "payment", subscriptionId: subscription.id, start };
}

/**
 * The customer confirmed the first payment in the browser: the gateway takes it and the plan
 * starts. Under the account's lock, so of two plans paid in two tabs one starts and the other is
 * refused before its card is charged (its hold released). A second click answers the same.
 */
export async function completePlanStart(user: SessionUser, subscriptionId: string): Promise<{ status: string }> {
  const gateway = subscriptionGateway();
  const outcome = await prisma.$transaction(async (tx) => {
    await lockAccountPlans(tx, user.id);
    const subscription = await tx.subscription.findFirst({ where: ownPlan(user, subscriptionId) });
    if (!subscription?.gatewaySubscriptionId) throw new NotFound(NOT_YOUR_PLAN);
    const running = subscription.status === "incomplete" || subscription.status === "refused" ? await runningPlanOf(tx, user.id, subscription.id) : null;
    if (subscription.status === "refused") return { refused: running };
    if (running) {
      await refuseStart(tx, subscription, running, { taken: false, actor: "customer" });
      await gateway.cancelNow(subscription.gatewaySubscriptionId, `plan-${subscription.id}-refused`);
      return { refused: running };
    }
    if (subscription.status === "incomplete") await gateway.completeStart(subscription.gatewaySubscriptionId);
    const synced = await syncPlanInTransaction(tx, subscription.gatewaySubscriptionId, "customer");
    const { status } = await tx.subscription.findUniqueOrThrow({ where: { id: subscriptionId }, select: { status: true } });
    return { status, synced };
  }, PLAN_TRANSACTION);
  if ("refused" in outcome) {
    throw new Conflict(
      outcome.refused
        ? refusedStartMessage(outcome.refused.planName)
        : "This plan wasn't started because another plan was running on your account. Start a new one from our pricing.",
    );
  }
  await afterSync(outcome.synced);
  return { status: outcome.status };
}

import { Link } from "@/components/ui/link";
import { notFound, redirect } from "next/navigation";
import { PlanStartForm } from "@/components/plans/plan-start-form";
import { PlanSummary } from "@/components/plans/plan-summary";
import { buttonVariants } from "@/components/ui/button-variants";
import { signedInUser } from "@/lib/auth/page-user";
import { currentPlanOf } from "@/lib/billing/customer-plans";
import { planSoldHere } from "@/lib/billing/start";
import { waitingPlanDetails } from "@/lib/billing/waiting-plan";
import { businessProfileOf } from "@/lib/business-profile/profile";
import { planById } from "@/lib/content/plans";
import { env } from "@/lib/env";
import { NOT_FOUND_METADATA, pageMetadata } from "@/lib/seo/metadata";
import { TRADE_TYPES } from "@/lib/validation/contact-fields";

type Props = { params: Promise<{ plan: string }> };

export async function generateMetadata({ params }: Props) {
  const plan = planById((await params).plan);
  if (!plan) return NOT_FOUND_METADATA;
  return {
    ...pageMetadata({
      title: `Start the ${plan.name} plan`,
      description:
        "Tell us about your business, set up your account and start your monthly website plan. 30-day money-back guarantee, no setup fees, cancel anytime.",
      path: `/plans/${plan.id}/start`,
    }),
    robots: { index: false },
  };
}

/**
 * A website plan's sign-up: the plan and its terms, the business details, the account, and the
 * first month's card payment. Rendered per request (the session and the payment provider).
 */
export default async function StartPlanPage({ params }: Props) {
  const plan = planById((await params).plan);
  if (!plan) notFound();
  const config = env();
  if (!planSoldHere(plan.id) && config.BASIC_PLAN_PAYMENT_URL) redirect(config.BASIC_PLAN_PAYMENT_URL);
  const user = await signedInUser();
  const current = user ? await currentPlanOf(user.id) : null;
  // Back from the emailed link (or after a declined card): the form opens with what was sent.
  const waiting = user && !current ? await waitingPlanDetails(user.id, plan.id) : null;
  // Otherwise the account's business fills it in.
  const profile = user && !current ? await businessProfileOf(user.id) : null;

  return (
    <div className="bg-surface">
      <div className="container-page py-8 sm:py-12">
        <h1 className="text-3xl font-bold sm:text-4xl">Start your {plan.name} plan</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Tell us about your business and we&apos;ll call you within one business day to start building your site.
        </p>
        <div className="mt-8 grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
          <div className="order-2 lg:order-1">
            {current ? (
              <div className="rounded-lg border border-border bg-card p-6 shadow-sm">
                <h2 className="text-xl font-semibold">You already have the {current.planName} plan</h2>
                <p className="mt-2 text-muted-foreground">Your plan, its invoices and cancellation are on your account page.</p>
                <Link href="/account#your-plan" className={`${buttonVariants({ size: "lg" })} mt-6`}>
                  Go to your plan
                </Link>
              </div>
            ) : (
              <PlanStartForm
                plan={{ id: plan.id, name: plan.name }}
                provider={config.PAYMENTS_PROVIDER}
                signedInAs={user?.email ?? null}
                waiting={waiting}
                profile={profile}
                trades={[...TRADE_TYPES]}
              />
            )}
          </div>
          <div className="order-1 lg:sticky lg:top-24 lg:order-2">
            <PlanSummary plan={plan} />
          </div>
        </div>
      </div>
    </div>
  );
}

import { Link } from "@/components/ui/link";
import { Globe, RotateCcw } from "lucide";
import { TONES } from "@/components/orders/order-state-badges";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button-variants";
import { Icon } from "@/components/ui/icon";
import type { CustomerPlan } from "@/lib/billing/customer-plans";
import { formatLongDate } from "@/lib/time";
import { RUNNING } from "@/lib/billing/refused-start";
import { formatCents } from "@/lib/money";
import { cn } from "@/lib/utils/cn";
import { PlanActions } from "./plan-actions";
import { PlanStartedNotice } from "./plan-started-notice";

function planState(plan: CustomerPlan): { label: string; tone: keyof typeof TONES } {
  if (plan.status === "canceled") return { label: plan.refunded ? "Ended, refunded" : "Ended", tone: "gray" };
  if (plan.status === "past_due") return { label: "Past due", tone: "red" };
  if (plan.cancelAtPeriodEnd) return { label: "Cancelled, ends soon", tone: "orange" };
  return { label: "Active", tone: "green" };
}

function nextCharge(plan: CustomerPlan): string {
  const end = plan.currentPeriodEnd ? formatLongDate(plan.currentPeriodEnd) : null;
  if (plan.status === "canceled")
    return plan.canceledAt ? `Ended on ${formatLongDate(plan.canceledAt)}. Nothing more will be charged.` : "Nothing more will be charged.";
  if (plan.cancelAtPeriodEnd)
    return end ? `Your plan ends on ${end}. Nothing more will be charged.` : "Your plan ends at the end of this month. Nothing more will be charged.";
  if (plan.status === "past_due") return `We'll try your card again for ${formatCents(plan.amount)}.`;
  return end ? `Next charge: ${formatCents(plan.amount)} on ${end}.` : `Next charge: ${formatCents(plan.amount)} a month from your first payment.`;
}

function PlanCard({ plan, live, offerRestart }: { plan: CustomerPlan; live: boolean; offerRestart: boolean }) {
  const state = planState(plan);
  return (
    <article aria-labelledby={`plan-${plan.id}-title`} className="rounded-lg border border-border bg-card p-5 shadow-sm sm:p-6" data-testid="customer-plan">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={`plan-${plan.id}-title`} className="text-xl font-semibold">
            {plan.planName} plan
          </h3>
          <p className="mt-1 text-muted-foreground">{formatCents(plan.amount)}/month</p>
        </div>
        <Badge className={cn("px-3 py-1 text-sm font-medium", TONES[state.tone])}>
          <span className="sr-only">Status: </span>
          {state.label}
        </Badge>
      </div>
      <p className="mt-4 font-medium text-ink">{nextCharge(plan)}</p>
      {plan.status === "past_due" && (
        <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          Your last payment didn&apos;t go through.{" "}
          {live ? "Update your card so your site stays up." : "In test mode, the next renewal run tries the card again."}
        </p>
      )}
      {plan.guarantee && (
        <p className="mt-3 text-sm text-muted-foreground">
          Money-back guarantee until {formatLongDate(plan.guarantee.until)}: cancel by then and everything you&apos;ve paid for your plan (
          {formatCents(plan.guarantee.refund)}) is refunded.
        </p>
      )}
      {plan.status !== "canceled" && (
        <PlanActions
          planId={plan.id}
          planName={plan.planName}
          cancelAtPeriodEnd={plan.cancelAtPeriodEnd}
          refundOnCancel={plan.guarantee ? formatCents(plan.guarantee.refund) : null}
          periodEnd={plan.currentPeriodEnd ? formatLongDate(plan.currentPeriodEnd) : null}
          hasPortal={plan.hasPortal}
          changeOptions={plan.changeOptions}
        />
      )}
      {offerRestart && (
        <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2">
          <Link href={`/plans/${plan.planId}/start`} className={buttonVariants({ size: "touch" })}>
            <Icon icon={RotateCcw} aria-hidden />
            Start a new plan
          </Link>
          <Link href="/#pricing" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            Compare plans
          </Link>
        </div>
      )}
      {plan.invoices.length > 0 && (
        <div className="mt-6 border-t border-border pt-4">
          <h4 className="font-semibold">Invoices</h4>
          <ul className="mt-2 divide-y divide-border" aria-label={`${plan.planName} plan invoices`}>
            {plan.invoices.map((invoice) => (
              <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2 text-sm">
                <span>{formatLongDate(invoice.createdAt)}</span>
                <span className="font-medium text-ink">{formatCents(invoice.amount)}</span>
                <span className={invoice.status === "paid" ? "text-success" : "text-red-700"}>{invoice.status === "paid" ? "Paid" : "Failed"}</span>
                {invoice.receiptUrl && (
                  <a href={invoice.receiptUrl} target="_blank" rel="noopener noreferrer" className="text-primary underline-offset-4 hover:underline">
                    Receipt<span className="sr-only"> (opens in a new tab)</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}

/**
 * The customer's website plan on /account: status, next charge, invoices, change plan, cancel
 * and undo, and a new plan once the last one ended. Back from paying for a plan (`justStarted`),
 * it says so with the plan's details; back from Stripe's Checkout, the plan may still be waiting
 * for the payment's webhook (`awaitingPayment`).
 */
export function PlanSection({
  plans,
  live,
  justStarted,
  awaitingPayment,
}: {
  plans: CustomerPlan[];
  live: boolean;
  justStarted: boolean;
  awaitingPayment: boolean;
}) {
  const running = plans.find((plan) => RUNNING.includes(plan.status));
  const confirming = justStarted && awaitingPayment && !running && (
    <p role="status" className="mt-4 rounded-lg border border-green-200 bg-green-50 px-5 py-4 text-green-900">
      Thanks! Your payment went through. Your plan shows up here as soon as our payment provider confirms it, usually within a minute: refresh this page to see
      it.
    </p>
  );
  return (
    <section aria-labelledby="your-plan" className="mt-10 scroll-mt-24">
      <h2 id="your-plan" className="text-2xl font-bold">
        Your website plan
      </h2>
      {justStarted && running && <PlanStartedNotice plan={running} />}
      {plans.length > 0 ? (
        <>
          {confirming}
          <div className="mt-4 grid gap-6">
            {plans.map((plan, index) => (
              <PlanCard key={plan.id} plan={plan} live={live} offerRestart={!running && index === 0} />
            ))}
          </div>
        </>
      ) : confirming ? (
        confirming
      ) : (
        <div className="mt-4 flex flex-col items-center rounded-lg border border-dashed border-input bg-card px-6 py-10 text-center">
          <span className="flex size-16 items-center justify-center rounded-full bg-accent text-primary">
            <Icon icon={Globe} className="size-8" />
          </span>
          <h3 className="mt-4 text-xl font-semibold">No website plan yet</h3>
          <p className="mt-2 max-w-sm text-muted-foreground">A site that gets your phone ringing, from $47 a month. 30-day money-back guarantee.</p>
          <Link href="/#pricing" className={`${buttonVariants({ size: "lg" })} mt-6`}>
            See our plans
          </Link>
        </div>
      )}
    </section>
  );
}

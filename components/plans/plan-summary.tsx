import { BadgeCheck, CalendarX, ShieldCheck } from "lucide";
import { Icon } from "@/components/ui/icon";
import type { PricingPlan } from "@/lib/content/plans";
import { formatCents } from "@/lib/money";

/** The plan being started, its price and the terms that come with every plan. */
export function PlanSummary({ plan }: { plan: PricingPlan }) {
  return (
    <section aria-labelledby="plan-summary-title" className="rounded-lg border-2 border-primary bg-card p-6 shadow-sm">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">Your plan</p>
      <h2 id="plan-summary-title" className="mt-1 text-2xl font-bold">
        {plan.name}
      </h2>
      <p className="mt-3 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-ink">{formatCents(plan.priceCents)}</span>
        <span className="font-medium text-muted-foreground">/month</span>
      </p>
      <p className="mt-3 text-muted-foreground">{plan.description}</p>
      <ul className="mt-5 space-y-2 border-t border-border pt-5" aria-label={`${plan.name} plan includes`}>
        {plan.features.map((feature) => (
          <li key={feature} className="tick flex gap-3">
            {feature}
          </li>
        ))}
      </ul>
      <ul className="mt-5 space-y-3 border-t border-border pt-5 text-sm">
        <li className="flex gap-2">
          <Icon icon={ShieldCheck} className="size-5 shrink-0 text-success" aria-hidden />
          <span>
            <strong className="font-semibold">30-day money-back guarantee.</strong> Cancel within 30 days of your first payment and we refund it in full.
          </span>
        </li>
        <li className="flex gap-2">
          <Icon icon={BadgeCheck} className="size-5 shrink-0 text-success" aria-hidden />
          <span>
            <strong className="font-semibold">No setup fees.</strong> You pay {formatCents(plan.priceCents)} today, then the same each month.
          </span>
        </li>
        <li className="flex gap-2">
          <Icon icon={CalendarX} className="size-5 shrink-0 text-success" aria-hidden />
          <span>
            <strong className="font-semibold">Cancel anytime</strong> from your account. Your plan runs to the end of the month you paid for.
          </span>
        </li>
      </ul>
    </section>
  );
}

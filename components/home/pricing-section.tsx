import { ArrowRight, BadgeCheck, CalendarX, ShieldCheck } from "lucide";
import { Link } from "@/components/ui/link";
import { Icon, type IconNode } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import { PLAN_GUARANTEES, PRICING_PLANS, type PricingPlan } from "@/lib/content/plans";
import { formatCents } from "@/lib/money";
import { cn } from "@/lib/utils/cn";
import { SectionHeading } from "./section-heading";

const GUARANTEE_ICONS: IconNode[] = [ShieldCheck, BadgeCheck, CalendarX];

/**
 * Pricing (docs/product.md#home-page): three monthly plans from the one plan table the server bills from.
 * Basic's Get Started opens the payment link in a new tab when one is configured; every other
 * Get Started opens the plan's sign-up (/plans/{plan}/start).
 */
export function PricingSection({ basicPaymentUrl }: { basicPaymentUrl?: string }) {
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      className="py-12 sm:py-20 lg:py-24 render-when-near-478 sm:render-when-near-425 lg:render-when-near-204"
    >
      <div className="container-page">
        <SectionHeading
          id="pricing-title"
          eyebrow="Pricing"
          title="Simple monthly plans. No surprises."
          intro="Pick the plan that fits your crew today and move up when you are ready. Every plan includes hosting, SSL and updates."
        />
        <ul className="mt-12 grid items-stretch gap-6 lg:grid-cols-3">
          {PRICING_PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} paymentUrl={plan.id === "basic" ? basicPaymentUrl : undefined} />
          ))}
        </ul>
        <ul className="mt-10 flex flex-col items-center justify-center gap-x-8 gap-y-3 text-sm font-medium sm:flex-row">
          {PLAN_GUARANTEES.map((guarantee, index) => {
            const icon = GUARANTEE_ICONS[index] ?? ShieldCheck;
            return (
              <li key={guarantee} className="flex items-center gap-2">
                <Icon icon={icon} className="size-5 text-success" aria-hidden />
                {guarantee}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

function PlanCard({ plan, paymentUrl }: { plan: PricingPlan; paymentUrl?: string }) {
  const titleId = `plan-${plan.id}-title`;
  return (
    <li
      className={cn(
        "relative flex flex-col rounded-lg border bg-card p-6 shadow-sm sm:p-8",
        plan.popular ? "border-2 border-primary shadow-lg lg:-my-4 lg:py-12" : "border-border",
      )}
      data-testid={`plan-${plan.id}`}
    >
      {plan.popular && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-highlight px-4 py-1 text-sm font-semibold whitespace-nowrap text-ink shadow-sm">
          Most Popular
        </p>
      )}
      <h3 id={titleId} className="text-xl font-semibold">
        {plan.name}
      </h3>
      <p className="mt-2 text-muted-foreground">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-ink">{formatCents(plan.priceCents)}</span>
        <span className="font-medium text-muted-foreground">/month</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3 border-t border-border pt-6" aria-label={`${plan.name} plan includes`}>
        {plan.features.map((feature) => (
          <li key={feature} className="tick flex gap-3">
            {feature}
          </li>
        ))}
      </ul>
      <Button asChild size="lg" variant={plan.popular ? "default" : "outline"} className="mt-8 w-full">
        {paymentUrl ? (
          <a href={paymentUrl} target="_blank" rel="noopener noreferrer" aria-describedby={titleId}>
            Get Started
            <Icon icon={ArrowRight} aria-hidden />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : (
          <Link href={`/plans/${plan.id}/start`} aria-describedby={titleId}>
            Get Started
            <Icon icon={ArrowRight} aria-hidden />
          </Link>
        )}
      </Button>
    </li>
  );
}

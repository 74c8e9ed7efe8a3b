import { CircleCheck } from "lucide";
import { Icon } from "@/components/ui/icon";
import type { CustomerPlan } from "@/lib/billing/customer-plans";
import { formatLongDate } from "@/lib/time";
import { formatCents } from "@/lib/money";

/** Back on /account after paying for a plan: which plan, what was paid and when it renews, and what happens next. */
export function PlanStartedNotice({ plan }: { plan: CustomerPlan }) {
  // Invoices come newest first: the plan's first is the payment just made.
  const paid = plan.invoices.findLast((invoice) => invoice.status === "paid")?.amount ?? plan.amount;
  const renewal = plan.currentPeriodEnd ? `on ${formatLongDate(plan.currentPeriodEnd)},` : "a month from today,";
  return (
    <div role="status" className="mt-4 flex gap-4 rounded-lg border border-green-200 bg-green-50 p-5 text-green-950 shadow-sm sm:p-6">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-success shadow-xs">
        <Icon icon={CircleCheck} className="size-6" aria-hidden />
      </span>
      <div className="grid gap-1">
        <h3 className="text-lg font-semibold">You&apos;re on the {plan.planName} plan</h3>
        <p>
          Payment received: {formatCents(paid)}. Your plan renews {renewal} at {formatCents(plan.amount)} a month.
        </p>
        <p className="text-sm text-green-900">We&apos;ll call you within one business day to start building your site.</p>
      </div>
    </div>
  );
}

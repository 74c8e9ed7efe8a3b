import Link from "next/link";
import { ArrowRight, Repeat, TrendingDown, Users } from "lucide";
import { Icon } from "@/components/ui/icon";
import type { SubscriberStats } from "@/lib/billing/admin-subscribers";
import { formatCents } from "@/lib/money";
import { adminHref } from "./admin-url";
import { StatTile, type Stat } from "./stat-tile";

/** The website plans at a glance: monthly recurring revenue, who is subscribed, who left lately. */
export function PlanStats({ stats }: { stats: SubscriberStats }) {
  const tiles: Stat[] = [
    { label: "Monthly Recurring Revenue", testId: "stat-mrr", value: formatCents(stats.mrr), icon: Repeat, note: "Active and past-due plans, per month" },
    {
      label: "Active Subscribers",
      testId: "stat-active-subscribers",
      value: String(stats.activeSubscribers),
      icon: Users,
      note: "Paying, or past due while the card is retried",
    },
    {
      label: "Churn (30 days)",
      testId: "stat-churn",
      value: `${(stats.churnRate30Days * 100).toFixed(1)}%`,
      icon: TrendingDown,
      note: `${stats.churned30Days} ${stats.churned30Days === 1 ? "plan" : "plans"} ended in the last 30 days`,
    },
  ];
  return (
    <section aria-labelledby="plan-stats-heading">
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id="plan-stats-heading" className="text-lg font-semibold">
          Website plans
        </h2>
        <Link
          href={adminHref("subscribers")}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline md:min-h-10"
        >
          View subscribers
          <Icon icon={ArrowRight} className="size-4" aria-hidden />
        </Link>
      </div>
      <ul className="grid gap-3 sm:grid-cols-3 sm:gap-4">
        {tiles.map((tile) => (
          <StatTile key={tile.label} {...tile} />
        ))}
      </ul>
    </section>
  );
}

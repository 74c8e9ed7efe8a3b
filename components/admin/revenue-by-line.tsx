import { Download, Globe, Printer, Shirt } from "lucide";
import { Icon } from "@/components/ui/icon";
import type { Revenue } from "@/lib/ledger/figures";
import { formatCents } from "@/lib/money";
import { StatTile, type Stat } from "./stat-tile";

/** What each line has brought in, side by side (the total is the Total Revenue card), and every movement behind them as a CSV. */
export function RevenueByLine({ revenue }: { revenue: Revenue }) {
  const tiles: Stat[] = [
    {
      label: "Merchandise",
      testId: "stat-revenue-merchandise",
      value: formatCents(revenue.merchandise),
      icon: Shirt,
      note: "Store orders, net of refunds and lost disputes",
    },
    { label: "Print", testId: "stat-revenue-print", value: formatCents(revenue.print), icon: Printer, note: "Print quotes paid online, net of refunds" },
    { label: "Plans", testId: "stat-revenue-plans", value: formatCents(revenue.plan), icon: Globe, note: "Website plan payments, net of refunds" },
  ];
  return (
    <section aria-labelledby="revenue-heading">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id="revenue-heading" className="text-lg font-semibold">
          Revenue by line
        </h2>
        <a
          href="/api/admin/payments?format=csv"
          download
          className="inline-flex min-h-11 items-center gap-1 rounded-md md:min-h-10 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none"
        >
          <Icon icon={Download} className="size-4" aria-hidden />
          Payments CSV
        </a>
      </div>
      <ul className="grid gap-3 sm:grid-cols-3 sm:gap-4">
        {tiles.map((tile) => (
          <StatTile key={tile.label} {...tile} />
        ))}
      </ul>
    </section>
  );
}

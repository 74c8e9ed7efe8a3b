import Link from "next/link";
import { ArrowRight, FileClock } from "lucide";
import { Icon } from "@/components/ui/icon";
import { formatCents } from "@/lib/money";
import { adminHref } from "./admin-url";

/** Print quotes sent whose links can still be paid: money on the table, one click from the quotes list. */
export function QuotesAwaitingTile({ count, total }: { count: number; total: number }) {
  return (
    <section
      aria-labelledby="quotes-awaiting-heading"
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:px-5"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-accent text-primary">
          <Icon icon={FileClock} className="size-5" aria-hidden />
        </span>
        <div>
          <h2 id="quotes-awaiting-heading" className="text-sm font-medium text-muted-foreground">
            Quotes awaiting payment
          </h2>
          <p className="text-2xl font-bold text-ink tabular-nums" data-testid="stat-quotes-awaiting-payment">
            {count} <span className="text-base font-medium text-muted-foreground">· {formatCents(total)}</span>
          </p>
        </div>
      </div>
      <Link
        href={adminHref("quotes")}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary hover:underline focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none sm:min-h-10"
      >
        View quote requests
        <Icon icon={ArrowRight} className="size-4" aria-hidden />
      </Link>
    </section>
  );
}

import { FileText } from "lucide";
import { Icon } from "@/components/ui/icon";
import { formatLongDate } from "@/lib/time";
import { formatCents } from "@/lib/money";
import type { CustomerQuote } from "@/lib/quotes/views";

/** The quote as priced: its lines, the total, the team's note and how long it's good for. */
export function QuoteSummary({ quote }: { quote: CustomerQuote }) {
  return (
    <section aria-labelledby="quote-items-title" className="rounded-lg border border-border bg-card shadow-sm">
      <div className="flex items-center gap-3 border-b border-border px-4 py-4 sm:px-6">
        <Icon icon={FileText} aria-hidden className="size-5 text-primary" />
        <h2 id="quote-items-title" className="text-lg font-semibold">
          What you get
        </h2>
      </div>
      <ul className="divide-y divide-border px-4 sm:px-6">
        {quote.items.map((item, index) => (
          <li key={index} className="flex items-start justify-between gap-4 py-3">
            <div className="min-w-0">
              <p className="font-medium break-words text-ink">{item.description}</p>
              <p className="text-sm text-muted-foreground">Qty {item.quantity.toLocaleString("en-US")}</p>
            </div>
            <span className="shrink-0 font-semibold text-ink tabular-nums">{formatCents(item.amount)}</span>
          </li>
        ))}
      </ul>
      <div className="flex items-baseline justify-between gap-4 border-t border-border px-4 py-4 sm:px-6">
        <span className="text-lg font-semibold">Total</span>
        <span className="text-2xl font-bold text-ink tabular-nums" data-testid="quote-total">
          {formatCents(quote.total)}
        </span>
      </div>
      {quote.note && <p className="mx-4 mb-4 rounded-md bg-surface p-3 text-sm whitespace-pre-line text-slate-700 sm:mx-6">{quote.note}</p>}
      {!quote.printOrder && (
        <p className="px-4 pb-5 text-sm text-muted-foreground sm:px-6">
          Good until <time dateTime={quote.expiresAt}>{formatLongDate(quote.expiresAt)}</time>. We start printing as soon as it&apos;s paid.
        </p>
      )}
    </section>
  );
}

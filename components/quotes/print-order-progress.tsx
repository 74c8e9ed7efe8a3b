import { Check, MapPin } from "lucide";
import { Icon } from "@/components/ui/icon";
import { formatLongDate } from "@/lib/time/format";
import { formatCents } from "@/lib/money";
import { PRINT_STATUS_LABELS } from "@/lib/quotes/stage";
import type { CustomerPrintOrder } from "@/lib/quotes/views";
import { cn } from "@/lib/utils/cn";
import { PRINT_ORDER_STATUSES } from "@/lib/validation/print-quote";

/**
 * A paid quote's print order as its customer follows it: paid, in production, shipped, delivered,
 * and where it ships. Rendered by the server and by the guest look-up form in the browser, so the
 * page passes the store's `timeZone` down.
 */
export function PrintOrderProgress({ order, level, timeZone }: { order: CustomerPrintOrder; level: 2 | 3; timeZone: string }) {
  const Title = `h${level}` as const;
  const Subtitle = `h${(level + 1) as 3 | 4}` as const;
  const reached = PRINT_ORDER_STATUSES.indexOf(order.status);
  return (
    <article aria-labelledby={`print-order-${order.id}`} className="rounded-lg border border-border bg-card p-4 shadow-sm sm:p-6" data-testid="print-order">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <Title id={`print-order-${order.id}`} className="text-xl font-bold text-ink">
          Print order {order.number}
        </Title>
        <p className="text-sm text-muted-foreground">
          {order.quantity.toLocaleString("en-US")} × {order.product} · {formatCents(order.total)} paid{" "}
          <time dateTime={order.createdAt}>{formatLongDate(order.createdAt, timeZone)}</time>
        </p>
      </div>
      <p className="mt-3 text-ink">
        Status: <strong data-testid="print-order-status">{PRINT_STATUS_LABELS[order.status]}</strong>
      </p>
      <ol className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Print order progress">
        {PRINT_ORDER_STATUSES.map((status, index) => (
          <li
            key={status}
            aria-current={index === reached ? "step" : undefined}
            className={cn(
              "flex min-h-11 items-center gap-2 rounded-md border px-3 text-sm font-medium",
              index <= reached ? "border-green-200 bg-green-50 text-green-800" : "border-border text-muted-foreground",
            )}
          >
            <span
              className={cn(
                "flex size-6 shrink-0 items-center justify-center rounded-full text-xs",
                index <= reached ? "bg-green-700 text-white" : "bg-muted text-slate-700",
              )}
            >
              {index <= reached ? <Icon icon={Check} className="size-3.5" aria-hidden /> : index + 1}
            </span>
            {PRINT_STATUS_LABELS[status]}
          </li>
        ))}
      </ol>
      {order.shippingAddress && (
        <section aria-labelledby={`print-order-${order.id}-address`} className="mt-4">
          <Subtitle id={`print-order-${order.id}-address`} className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            Shipping to
          </Subtitle>
          <p className="mt-2 flex items-start gap-2 text-sm text-ink">
            <Icon icon={MapPin} className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            <span className="whitespace-pre-line" data-testid="print-order-address">
              {order.shippingAddress}
            </span>
          </p>
        </section>
      )}
    </article>
  );
}

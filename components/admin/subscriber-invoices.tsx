import type { AdminInvoice } from "@/lib/billing/admin-subscribers";
import { formatCents } from "@/lib/money";
import { formatDate } from "@/lib/time";
import { RefundDialog } from "./refund-dialog";
import { InvoiceStateBadge } from "./status-badge";

const REASONS: Record<string, string> = { first: "First month", renewal: "Renewal", change: "Plan change" };

/** A plan's invoices, newest first: what for, when, how much, its state and what was refunded, and a refund for what is left. */
export function SubscriberInvoices({ invoices }: { invoices: AdminInvoice[] }) {
  if (invoices.length === 0) return <p className="text-sm text-muted-foreground">No invoices yet.</p>;
  return (
    <ul className="divide-y divide-border" aria-label="Invoices">
      {invoices.map((invoice) => (
        <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid={`invoice-${invoice.id}`}>
          <div className="min-w-0">
            <p className="font-semibold text-ink tabular-nums">
              {formatCents(invoice.amount)}{" "}
              <span className="text-sm font-normal text-muted-foreground">
                · {REASONS[invoice.reason ?? ""] ?? "Payment"} · invoice #{invoice.id} · {formatDate(invoice.createdAt)}
              </span>
            </p>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
              <InvoiceStateBadge state={invoice.state} />
              {invoice.refundedAmount > 0 && <span className="text-muted-foreground">{formatCents(invoice.refundedAmount)} refunded</span>}
            </p>
          </div>
          {invoice.refundable > 0 && (
            <RefundDialog
              url={`/api/admin/invoices/${invoice.id}/refund`}
              subject={`invoice #${invoice.id}`}
              refundable={invoice.refundable}
              example="Site launched a week late"
            />
          )}
        </li>
      ))}
    </ul>
  );
}

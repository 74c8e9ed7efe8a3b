import type { AdminRefund } from "@/lib/orders/admin-orders";
import { formatCents } from "@/lib/money";
import { capitalize } from "./format";
import { formatDateTime } from "@/lib/time";

const REFUND_SOURCES: Record<string, string> = { admin: "Admin", cancel: "Cancel", guarantee: "Money-back guarantee", stripe: "Stripe dashboard" };

/** A payment's refunds, oldest first: amount, who made it and its state, the reason, when. */
export function RefundList({ refunds }: { refunds: AdminRefund[] }) {
  return (
    <div>
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Refunds</h3>
      {refunds.length === 0 ? (
        <p className="mt-1 text-muted-foreground">No refunds.</p>
      ) : (
        <ul className="mt-1 divide-y divide-border" aria-label="Refunds">
          {refunds.map((refund) => (
            <li key={refund.id} className="py-2" data-testid="refund-row">
              <p className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold text-ink tabular-nums">{formatCents(refund.amount)}</span>
                <span className="text-xs text-muted-foreground">
                  {REFUND_SOURCES[refund.source] ?? refund.source} · {capitalize(refund.status)}
                </span>
              </p>
              {refund.reason && <p className="text-slate-700">{refund.reason}</p>}
              <p className="text-xs text-muted-foreground">{formatDateTime(refund.createdAt)}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

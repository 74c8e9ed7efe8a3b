import Link from "next/link";
import { Printer, SearchX } from "lucide";
import type { Page } from "@/lib/admin/list-query";
import type { AdminPrintOrder } from "@/lib/quotes/admin-print-orders";
import { formatCents } from "@/lib/money";
import { PRINT_STATUS_LABELS } from "@/lib/quotes/stage";
import { Button } from "@/components/ui/button";
import { AdminList, type ListColumn } from "./admin-list";
import { AdminPageHeading } from "./admin-page-heading";
import { adminHref, type ListState } from "./admin-url";
import { formatDate } from "@/lib/time";
import { EmptyState, ListPanel } from "./list-parts";
import { ListToolbar, type ListFilter } from "./list-toolbar";
import { OrderKindNav, type OrderKindCounts } from "./order-kind-nav";
import { PrintOrderStatusBadge } from "./status-badge";

const DEFAULT_SORT = "-createdAt";

const COLUMNS: ListColumn<AdminPrintOrder>[] = [
  {
    header: "Print order",
    phone: "title",
    className: "font-mono font-semibold",
    cell: (order) => (
      <Link
        href={`/admin/quotes/${order.quoteRequestId}`}
        aria-label={`Open print order ${order.number}`}
        className="inline-flex min-h-11 min-w-11 items-center rounded text-primary underline-offset-4 hover:underline focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none max-md:-my-3 md:min-h-10"
      >
        {order.number}
      </Link>
    ),
  },
  {
    header: "Customer",
    phone: "bare",
    cell: (order) => (
      <>
        <span className="block font-medium text-ink">{order.businessName}</span>
        <span className="block break-all text-muted-foreground [font-feature-settings:'calt'_0]">
          {order.contactPerson} · {order.customerEmail}
        </span>
      </>
    ),
  },
  {
    header: "Job",
    phone: "full",
    cell: (order) => (
      <>
        {order.quantity.toLocaleString("en-US")} × {order.product}
        <span className="block text-xs text-muted-foreground">Quote request #{order.quoteRequestId}</span>
      </>
    ),
  },
  {
    header: "Total",
    sort: "total",
    descendingFirst: true,
    align: "right",
    phone: "half",
    className: "font-semibold text-ink tabular-nums",
    cell: (order) => formatCents(order.total),
  },
  { header: "Status", sort: "status", phone: "status", cell: (order) => <PrintOrderStatusBadge status={order.status} /> },
  {
    header: "Ships to",
    phone: "half",
    cell: (order) => <span title={order.shippingAddress ?? undefined}>{order.shipsTo ?? <span className="text-muted-foreground">No address</span>}</span>,
  },
  { header: "Date", sort: "createdAt", descendingFirst: true, phone: "half", className: "whitespace-nowrap", cell: (order) => formatDate(order.createdAt) },
];

/** The Orders tab's print orders: paid quotes, numbered P-…, each run from its quote request's page. */
export function PrintOrdersTab({ page, state, counts }: { page: Page<AdminPrintOrder>; state: ListState; counts: OrderKindCounts }) {
  const filtered = Boolean(state.q || state.status);
  const statusFilter: ListFilter = {
    param: "status",
    label: "Status",
    allLabel: "All statuses",
    value: state.status,
    options: Object.entries(PRINT_STATUS_LABELS).map(([value, label]) => ({ value, label })),
  };
  return (
    <>
      <AdminPageHeading
        title="Orders"
        description="Print orders are paid quotes, numbered P- so they never read as a merchandise order. Open one to move it along on its quote request."
      />
      <ListPanel
        tools={
          <>
            <OrderKindNav kind="print" q={state.q} counts={counts} />
            <ListToolbar
              key={`${state.q}|${state.status}`}
              tab="orders"
              kind="print"
              q={state.q ?? ""}
              sort={state.sort}
              filters={[statusFilter]}
              searchLabel="Search print orders"
              placeholder="P-12, business or email"
            />
          </>
        }
      >
        <AdminList
          label="Print orders table"
          className="md:min-w-[56rem]"
          columns={COLUMNS}
          rows={page.rows}
          rowKey={(order) => order.id}
          rowTestId={(order) => `print-order-row-${order.id}`}
          sorting={{ tab: "orders", state, defaultSort: DEFAULT_SORT }}
          paging={{ tab: "orders", state, page, label: "Print orders pages" }}
          empty={
            filtered ? (
              <EmptyState
                icon={SearchX}
                title="No print orders match this search."
                action={
                  <Button asChild variant="outline" className="h-11">
                    <Link href={adminHref("orders", { kind: "print" })}>Show all print orders</Link>
                  </Button>
                }
              >
                Try a print order number like P-12, the business name, the customer&apos;s name or email, or no status filter.
              </EmptyState>
            ) : (
              <EmptyState icon={Printer} title="No print orders yet.">
                A print order shows up here the moment a customer pays a quote.
              </EmptyState>
            )
          }
        />
      </ListPanel>
    </>
  );
}

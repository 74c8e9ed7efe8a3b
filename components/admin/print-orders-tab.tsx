import Link from "next/link";
import { Printer, SearchX } from "lucide";
import type { Page } from "@/lib/admin/list-query";
import type { AdminPrintOrder } from "@/lib/admin/print-orders";
import { formatCents } from "@/lib/money";
import { PRINT_STATUS_LABELS } from "@/lib/quotes/stage";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { adminHref, type ListState } from "./admin-url";
import { formatDate } from "@/lib/time";
import { EmptyState, ListPanel, Pagination, SortableHead } from "./list-parts";
import { ListToolbar, type ListFilter } from "./list-toolbar";
import { OrderKindNav, type OrderKindCounts } from "./order-kind-nav";
import { PrintOrderStatusBadge } from "./status-badge";

const DEFAULT_SORT = "-createdAt";

/** The Orders tab's print orders: paid quotes, numbered P-…, each run from its quote request's page. */
export function PrintOrdersTab({ page, state, counts }: { page: Page<AdminPrintOrder>; state: ListState; counts: OrderKindCounts }) {
  const filtered = Boolean(state.q || state.status);
  const statusFilter: ListFilter = { param: "status", label: "Status", allLabel: "All statuses", value: state.status, options: Object.entries(PRINT_STATUS_LABELS).map(([value, label]) => ({ value, label })) };
  const sort = (column: string, label: string, descendingFirst = false, className?: string) => (
    <SortableHead tab="orders" state={state} column={column} defaultSort={DEFAULT_SORT} descendingFirst={descendingFirst} className={className}>
      {label}
    </SortableHead>
  );

  return (
    <ListPanel
      title="Orders"
      description="Print orders are paid quotes, numbered P- so they never read as a merchandise order. Open one to move it along on its quote request."
      tools={
        <>
          <OrderKindNav kind="print" q={state.q} counts={counts} />
          <ListToolbar key={`${state.q}|${state.status}`} tab="orders" kind="print" q={state.q ?? ""} sort={state.sort} filters={[statusFilter]} searchLabel="Search print orders" placeholder="Print order number (P-12), business, name or email" />
        </>
      }
    >
      {page.total === 0 ? (
        filtered ? (
          <EmptyState
            icon={SearchX}
            title="No print orders match this search."
            action={
              <Button asChild variant="outline">
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
      ) : (
        <>
          <Table label="Print orders table" className="min-w-[60rem]">
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead scope="col">Print order</TableHead>
                <TableHead scope="col">Customer</TableHead>
                <TableHead scope="col">Job</TableHead>
                {sort("total", "Total", true, "text-right")}
                {sort("status", "Status")}
                <TableHead scope="col">Ships to</TableHead>
                {sort("createdAt", "Date", true)}
              </TableRow>
            </TableHeader>
            <TableBody>
              {page.rows.map((order) => (
                <TableRow key={order.id} data-testid={`print-order-row-${order.id}`}>
                  <TableCell className="font-mono font-semibold">
                    <Link
                      href={`/admin/quotes/${order.quoteRequestId}`}
                      aria-label={`Open print order ${order.number}`}
                      className="inline-flex min-h-10 items-center rounded text-primary underline-offset-4 hover:underline focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none"
                    >
                      {order.number}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <span className="block font-medium text-ink">{order.businessName}</span>
                    <span className="block text-muted-foreground [font-feature-settings:'calt'_0]">
                      {order.contactPerson} · {order.customerEmail}
                    </span>
                  </TableCell>
                  <TableCell>
                    {order.quantity.toLocaleString("en-US")} × {order.product}
                    <span className="block text-xs text-muted-foreground">Quote request #{order.quoteRequestId}</span>
                  </TableCell>
                  <TableCell className="text-right font-semibold text-ink tabular-nums">{formatCents(order.total)}</TableCell>
                  <TableCell>
                    <PrintOrderStatusBadge status={order.status} />
                  </TableCell>
                  <TableCell title={order.shippingAddress ?? undefined}>{order.shipsTo ?? <span className="text-muted-foreground">No address</span>}</TableCell>
                  <TableCell className="whitespace-nowrap">{formatDate(order.createdAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {page.rows.length === 0 && <p className="px-4 py-6 text-center text-sm text-muted-foreground">Nothing on this page.</p>}
        </>
      )}
      <Pagination tab="orders" state={state} page={page.page} total={page.total} pageSize={page.pageSize} label="Print orders pages" />
    </ListPanel>
  );
}

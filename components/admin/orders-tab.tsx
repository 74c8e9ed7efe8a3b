import Link from "next/link";
import { SearchX, ShoppingBag } from "lucide";
import type { AdminOrder } from "@/lib/admin/orders";
import type { Page } from "@/lib/admin/list-query";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCents } from "@/lib/money";
import { adminHref, exportHref, type ListState } from "./admin-url";
import { capitalizedOptions } from "./format";
import { formatDate, formatDateTime } from "@/lib/time";
import { EmptyState, ExportCsvLink, ListPanel, Pagination, SortableHead } from "./list-parts";
import { ListToolbar, type ListFilter } from "./list-toolbar";
import { OrderDetailsDialog } from "./order-details-dialog";
import { OrderKindNav, type OrderKindCounts } from "./order-kind-nav";
import { FULFILMENT_STATE_LABELS, ORDER_STATUS_OPTIONS, PAYMENT_STATE_LABELS } from "./order-status";
import { OrderStatusSelect } from "./order-status-select";
import { FulfilmentStatusBadge, OrderStatusBadge, PaymentStatusBadge } from "./status-badge";

const DEFAULT_SORT = "-createdAt";

const labelled = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

function orderFilters(state: ListState): ListFilter[] {
  return [
    { param: "status", label: "Status", allLabel: "All statuses", value: state.status, options: capitalizedOptions(ORDER_STATUS_OPTIONS) },
    { param: "payment", label: "Payment", allLabel: "Any payment", value: state.payment, options: labelled(PAYMENT_STATE_LABELS) },
    { param: "fulfilment", label: "Fulfilment", allLabel: "Any fulfilment", value: state.fulfilment, options: labelled(FULFILMENT_STATE_LABELS) },
  ];
}

/** The Orders tab's merchandise orders (#1042); print orders (P-1042) are the tab's other list. */
export function OrdersTab({ page, state, counts }: { page: Page<AdminOrder>; state: ListState; counts: OrderKindCounts }) {
  const filtered = Boolean(state.q || state.status || state.payment || state.fulfilment);
  const sort = (column: string, label: string, descendingFirst = false, className?: string) => (
    <SortableHead tab="orders" state={state} column={column} defaultSort={DEFAULT_SORT} descendingFirst={descendingFirst} className={className}>
      {label}
    </SortableHead>
  );

  return (
    <ListPanel
      title="Orders"
      description="Change a status from the dropdown; the customer's order moves with it. Cancelled asks first, then stops the print job and refunds. Open an order for refunds and its timeline."
      tools={
        <>
          <OrderKindNav kind="merchandise" q={state.q} counts={counts} />
          <ListToolbar key={`${state.q}|${state.status}|${state.payment}|${state.fulfilment}`} tab="orders" q={state.q ?? ""} sort={state.sort} filters={orderFilters(state)} searchLabel="Search orders" placeholder="Customer name, email or order number">
            <ExportCsvLink href={exportHref("/api/admin/orders", state)} what="orders" />
          </ListToolbar>
        </>
      }
    >
      {page.rows.length === 0 && page.total === 0 ? (
        filtered ? (
          <EmptyState
            icon={SearchX}
            title="No orders match this search."
            action={
              <div className="flex flex-wrap justify-center gap-2">
                {state.q && counts.print > 0 && (
                  <Button asChild>
                    <Link href={adminHref("orders", { kind: "print", q: state.q })}>
                      Show {counts.print} matching print {counts.print === 1 ? "order" : "orders"}
                    </Link>
                  </Button>
                )}
                <Button asChild variant="outline">
                  <Link href={adminHref("orders")}>Show all orders</Link>
                </Button>
              </div>
            }
          >
            Try a customer&apos;s last name, part of their email, an order number like 42, or fewer filters.
          </EmptyState>
        ) : (
          <EmptyState icon={ShoppingBag} title="No orders yet.">
            Orders show up here the moment a customer pays at checkout.
          </EmptyState>
        )
      ) : (
        <>
          <Table label="Orders table" className="min-w-[66rem]">
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead scope="col">Order ID</TableHead>
                {sort("customerName", "Customer")}
                {sort("total", "Total", true, "text-right")}
                {sort("status", "Status")}
                <TableHead scope="col">Payment · Fulfilment</TableHead>
                {sort("createdAt", "Date", true)}
                <TableHead scope="col">
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {page.rows.map((order) => (
                <TableRow key={order.id} data-testid={`order-row-${order.id}`}>
                  <TableCell className="font-mono font-semibold">
                    <Link href={`/admin/orders/${order.id}`} aria-label={`Open order #${order.id}`} className="inline-flex min-h-10 items-center rounded text-primary underline-offset-4 hover:underline focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none">
                      #{order.id}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <span className="block font-medium text-ink">{order.customerName}</span>
                    <span className="block text-muted-foreground [font-feature-settings:'calt'_0]">{order.customerEmail}</span>
                  </TableCell>
                  <TableCell className="text-right font-semibold text-ink tabular-nums">{formatCents(order.total)}</TableCell>
                  <TableCell>
                    <OrderStatusBadge status={order.status} />
                  </TableCell>
                  <TableCell>
                    <div className="flex flex-col items-start gap-1">
                      <PaymentStatusBadge status={order.paymentStatus} />
                      <FulfilmentStatusBadge status={order.fulfillmentStatus} error={order.fulfillmentError} />
                    </div>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{formatDate(order.createdAt)}</TableCell>
                  <TableCell>
                    <div className="flex items-center justify-end gap-2">
                      <OrderDetailsDialog order={order} placed={formatDateTime(order.createdAt)} />
                      <OrderStatusSelect key={`${order.id}-${order.status}`} orderId={order.id} status={order.status} refundable={Math.max(0, order.total - order.refundedAmount)} />
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {page.rows.length === 0 && <p className="px-4 py-6 text-center text-sm text-muted-foreground">Nothing on this page.</p>}
        </>
      )}
      <Pagination tab="orders" state={state} page={page.page} total={page.total} pageSize={page.pageSize} label="Orders pages" />
    </ListPanel>
  );
}

import Link from "next/link";
import { SearchX, ShoppingBag } from "lucide";
import type { AdminOrder } from "@/lib/orders/admin-orders";
import type { Page } from "@/lib/admin/list-query";
import { Button } from "@/components/ui/button";
import { formatCents } from "@/lib/money";
import { AdminList, type ListColumn } from "./admin-list";
import { AdminPageHeading } from "./admin-page-heading";
import { adminHref, exportHref, type ListState } from "./admin-url";
import { capitalizedOptions } from "./format";
import { formatDate, formatDateTime } from "@/lib/time";
import { EmptyState, ExportCsvLink, ListPanel } from "./list-parts";
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

const COLUMNS: ListColumn<AdminOrder>[] = [
  {
    header: "Order ID",
    phone: "title",
    className: "font-mono font-semibold",
    cell: (order) => (
      <Link
        href={`/admin/orders/${order.id}`}
        aria-label={`Open order #${order.id}`}
        className="inline-flex min-h-11 min-w-11 items-center rounded text-primary underline-offset-4 hover:underline focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none max-md:-my-3 md:min-h-10"
      >
        #{order.id}
      </Link>
    ),
  },
  {
    header: "Customer",
    sort: "customerName",
    phone: "bare",
    cell: (order) => (
      <>
        <span className="block font-medium text-ink">{order.customerName}</span>
        <span className="block break-all text-muted-foreground [font-feature-settings:'calt'_0]">{order.customerEmail}</span>
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
  { header: "Status", sort: "status", phone: "status", cell: (order) => <OrderStatusBadge status={order.status} /> },
  {
    header: "Payment · Fulfilment",
    phone: "full",
    cell: (order) => (
      <div className="flex flex-wrap items-start gap-1 md:flex-col">
        <PaymentStatusBadge status={order.paymentStatus} />
        <FulfilmentStatusBadge status={order.fulfillmentStatus} error={order.fulfillmentError} />
      </div>
    ),
  },
  { header: "Date", sort: "createdAt", descendingFirst: true, phone: "half", className: "whitespace-nowrap", cell: (order) => formatDate(order.createdAt) },
  {
    header: "Actions",
    hideHeader: true,
    phone: "action",
    cell: (order) => (
      <div className="flex items-center gap-2 md:justify-end">
        <OrderDetailsDialog order={order} placed={formatDateTime(order.createdAt)} />
        <OrderStatusSelect
          key={`${order.id}-${order.status}`}
          orderId={order.id}
          status={order.status}
          fulfillmentStatus={order.fulfillmentStatus}
          refundable={Math.max(0, order.total - order.refundedAmount)}
        />
      </div>
    ),
  },
];

/** The Orders tab's merchandise orders (#1042); print orders (P-1042) are the tab's other list. */
export function OrdersTab({ page, state, counts }: { page: Page<AdminOrder>; state: ListState; counts: OrderKindCounts }) {
  const filtered = Boolean(state.q || state.status || state.payment || state.fulfilment);
  return (
    <>
      <AdminPageHeading
        title="Orders"
        description="Change a status from the dropdown; the customer's order moves with it. Cancelled asks first, then stops the print job and refunds. Open an order for refunds and its timeline."
      />
      <ListPanel
        tools={
          <>
            <OrderKindNav kind="merchandise" q={state.q} counts={counts} />
            <ListToolbar
              key={`${state.q}|${state.status}|${state.payment}|${state.fulfilment}`}
              tab="orders"
              q={state.q ?? ""}
              sort={state.sort}
              filters={orderFilters(state)}
              searchLabel="Search orders"
              placeholder="Name, email or order #"
            >
              <ExportCsvLink href={exportHref("/api/admin/orders", state)} what="orders" />
            </ListToolbar>
          </>
        }
      >
        <AdminList
          label="Orders table"
          className="md:min-w-[60rem]"
          columns={COLUMNS}
          rows={page.rows}
          rowKey={(order) => order.id}
          rowTestId={(order) => `order-row-${order.id}`}
          sorting={{ tab: "orders", state, defaultSort: DEFAULT_SORT }}
          paging={{ tab: "orders", state, page, label: "Orders pages" }}
          empty={
            filtered ? (
              <EmptyState
                icon={SearchX}
                title="No orders match this search."
                action={
                  <div className="flex flex-wrap justify-center gap-2">
                    {state.q && counts.print > 0 && (
                      <Button asChild className="h-11">
                        <Link href={adminHref("orders", { kind: "print", q: state.q })}>
                          Show {counts.print} matching print {counts.print === 1 ? "order" : "orders"}
                        </Link>
                      </Button>
                    )}
                    <Button asChild variant="outline" className="h-11">
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
          }
        />
      </ListPanel>
    </>
  );
}

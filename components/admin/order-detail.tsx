import Link from "next/link";
import { ArrowLeft, CreditCard, ExternalLink, Mail, Package, RotateCw, TriangleAlert, User } from "lucide";
import { Icon } from "@/components/ui/icon";
import type { AdminOrderDetail } from "@/lib/orders/admin-orders";
import { formatCents } from "@/lib/money";
import { isCancelledInFull } from "@/lib/validation/order";
import { adminHref } from "./admin-url";
import { CancelOrderDialog } from "./cancel-order-dialog";
import { DetailBox } from "./detail-box";
import { capitalize } from "./format";
import { formatDateTime } from "@/lib/time";
import { AdminActionButton } from "./admin-action-button";
import { CustomerFacts, Fact } from "./order-facts";
import { OrderItemsTable } from "./order-items-table";
import { OrderNoteForm } from "./order-note-form";
import { OrderStatusSelect } from "./order-status-select";
import { OrderTimeline } from "./order-timeline";
import { RefundDialog } from "./refund-dialog";
import { RefundList } from "./refund-list";
import { FulfilmentStatusBadge, OrderStatusBadge, PaymentStatusBadge } from "./status-badge";

/** One order for the shop: who, what, the money, the parcel, what happened, and what can be done. */
export function OrderDetail({ order }: { order: AdminOrderDetail }) {
  const refundable = Math.max(0, order.total - order.refundedAmount);
  const canRefund = refundable > 0 && order.paymentStatus !== "refunded";
  const cancelledInFull = isCancelledInFull(order);

  return (
    <div className="grid gap-6">
      <Link
        href={adminHref("orders")}
        className="inline-flex min-h-11 items-center gap-1 justify-self-start md:min-h-10 rounded-md text-sm font-medium text-primary hover:underline focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none"
      >
        <Icon icon={ArrowLeft} className="size-4" aria-hidden />
        All orders
      </Link>

      <section aria-labelledby="order-heading" className="rounded-lg border border-border bg-card p-4 shadow-sm sm:p-5">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
          <div className="min-w-0">
            <h1 id="order-heading" className="text-2xl font-bold">
              Order #{order.id}
            </h1>
            <p className="mt-1 text-sm text-muted-foreground">
              Placed {formatDateTime(order.createdAt)} by <span className="font-medium text-ink">{order.customerName}</span>
            </p>
            <div className="mt-3 flex flex-wrap gap-2" data-testid="order-badges">
              <OrderStatusBadge status={order.status} />
              <PaymentStatusBadge status={order.paymentStatus} />
              <FulfilmentStatusBadge status={order.fulfillmentStatus} error={order.fulfillmentError} />
            </div>
          </div>
          <div className="grid gap-2">
            <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Status</span>
            <OrderStatusSelect
              key={order.status}
              orderId={order.id}
              status={order.status}
              fulfillmentStatus={order.fulfillmentStatus}
              refundable={refundable}
            />
            {isCancelledInFull(order) && <p className="max-w-56 text-xs text-muted-foreground">Cancelled for good: its status can&apos;t change anymore.</p>}
          </div>
        </div>
        <div className="mt-4 flex flex-wrap gap-2 border-t border-border pt-4" role="group" aria-label="Order actions">
          {order.fulfillmentStatus === "failed" && (
            <AdminActionButton
              url={`/api/admin/orders/${order.id}/retry-fulfilment`}
              icon={RotateCw}
              label="Retry fulfilment"
              success="Fulfilment queued again; it goes to Printful in a moment."
              failure="Fulfilment wasn't retried"
            />
          )}
          {canRefund && (
            <RefundDialog
              url={`/api/admin/orders/${order.id}/refund`}
              subject={`order #${order.id}`}
              refundable={refundable}
              example="One shirt arrived with a misprint"
            />
          )}
          {!cancelledInFull && <CancelOrderDialog orderId={order.id} refundable={refundable} />}
          <AdminActionButton
            url={`/api/admin/orders/${order.id}/resend-confirmation`}
            icon={Mail}
            label="Resend confirmation email"
            success={`Confirmation email queued for ${order.customerEmail}.`}
            failure="The email wasn't queued"
          />
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid content-start gap-6 lg:col-span-2">
          <DetailBox title="Items" id="items">
            <OrderItemsTable order={order} />
          </DetailBox>
          <DetailBox title="Timeline" id="timeline">
            <OrderTimeline events={order.events} />
          </DetailBox>
        </div>

        <div className="grid content-start gap-6">
          <DetailBox title="Customer" id="customer" icon={User}>
            <dl className="grid gap-3 text-sm">
              <CustomerFacts nameLabel="Name" order={order} />
              <Fact label="Shipping address">
                <span className="whitespace-pre-line">{order.shippingAddress}</span>
              </Fact>
              {order.notes && (
                <Fact label="Customer's notes">
                  <span className="whitespace-pre-line">{order.notes}</span>
                </Fact>
              )}
            </dl>
          </DetailBox>

          <DetailBox title="Payment" id="payment" icon={CreditCard}>
            <PaymentFacts order={order} />
          </DetailBox>

          <DetailBox title="Fulfilment" id="fulfilment" icon={Package}>
            <FulfilmentFacts order={order} />
          </DetailBox>

          <DetailBox title="Internal note" id="internal-note" description="Only the team sees this.">
            <OrderNoteForm key={order.internalNote ?? ""} orderId={order.id} note={order.internalNote ?? ""} />
          </DetailBox>
        </div>
      </div>
    </div>
  );
}

function PaymentFacts({ order }: { order: AdminOrderDetail }) {
  return (
    <div className="grid gap-4 text-sm">
      <dl className="grid gap-3">
        <Fact label="State">
          <PaymentStatusBadge status={order.paymentStatus} />
        </Fact>
        <Fact label="Provider">{capitalize(order.paymentProvider)}</Fact>
        <Fact label="Payment intent">
          <span className="font-mono text-xs break-all">{order.paymentIntentId}</span>
        </Fact>
        {order.disputeStatus && (
          <Fact label="Dispute">
            <span className="font-medium text-red-800">{capitalize(order.disputeStatus.replaceAll("_", " "))}</span>
            {order.disputedAmount > 0 && <span className="text-muted-foreground"> · {formatCents(order.disputedAmount)}</span>}
          </Fact>
        )}
      </dl>
      <RefundList refunds={order.refunds} />
    </div>
  );
}

function FulfilmentFacts({ order }: { order: AdminOrderDetail }) {
  return (
    <dl className="grid gap-3 text-sm">
      <Fact label="State">
        <FulfilmentStatusBadge status={order.fulfillmentStatus} error={order.fulfillmentError} />
      </Fact>
      {order.fulfillmentStatus === "failed" && order.fulfillmentError && (
        <div className="flex gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-800">
          <Icon icon={TriangleAlert} className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div>
            <dt className="font-semibold">Printful&apos;s reason</dt>
            <dd data-testid="fulfilment-error">{order.fulfillmentError}</dd>
          </div>
        </div>
      )}
      <Fact label="Printful reference">
        {order.fulfillmentReference ? (
          <span className="font-mono text-xs break-all">{order.fulfillmentReference}</span>
        ) : (
          <span className="text-muted-foreground">Not sent yet</span>
        )}
      </Fact>
      {order.tracking && (
        <Fact label="Tracking">
          {order.tracking.url ? (
            <a
              href={order.tracking.url}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-11 items-center gap-1 break-all text-primary underline-offset-4 hover:underline md:min-h-0"
            >
              {order.tracking.carrier ? `${order.tracking.carrier} ${order.tracking.number}` : order.tracking.number}
              <Icon icon={ExternalLink} className="size-3.5 shrink-0" aria-hidden />
            </a>
          ) : (
            <span>{order.tracking.carrier ? `${order.tracking.carrier} ${order.tracking.number}` : order.tracking.number}</span>
          )}
        </Fact>
      )}
    </dl>
  );
}

"use client";

import { Eye } from "lucide";
import { Icon } from "@/components/ui/icon";
import type { AdminOrder } from "@/lib/orders/admin-orders";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { formatCents } from "@/lib/money";
import { CustomerFacts, Fact } from "./order-facts";
import { OrderItemsTable } from "./order-items-table";
import { OrderStatusBadge } from "./status-badge";

/**
 * The order details dialog (docs/product.md#orders-tab): customer, status, total, date-time, shipping address, items and coupon.
 * `placed` comes formatted from the server, which knows the store's clock.
 */
export function OrderDetailsDialog({ order, placed }: { order: AdminOrder; placed: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="phoneSm" aria-label={`Details for order #${order.id}`}>
          <Icon icon={Eye} aria-hidden />
          Details
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Order #{order.id}</DialogTitle>
          <DialogDescription>Placed {placed}</DialogDescription>
        </DialogHeader>

        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <CustomerFacts nameLabel="Customer" order={order} />
          <Fact label="Status">
            <OrderStatusBadge status={order.status} />
          </Fact>
          <Fact label="Total">
            <span className="font-semibold tabular-nums">{formatCents(order.total)}</span>
          </Fact>
          <Fact label="Date">{placed}</Fact>
          <Fact label="Shipping address" wide>
            <span className="whitespace-pre-line">{order.shippingAddress}</span>
          </Fact>
          {order.couponCode && (
            <Fact label="Coupon" wide>
              <span className="font-mono font-semibold">{order.couponCode}</span>
              {order.discount > 0 && <span className="text-muted-foreground"> · {formatCents(order.discount)} off</span>}
            </Fact>
          )}
        </dl>

        <div>
          <h3 className="mb-2 text-sm font-semibold">Items</h3>
          <OrderItemsTable order={order} />
        </div>
      </DialogContent>
    </Dialog>
  );
}

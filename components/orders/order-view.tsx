import { ExternalLink, MapPin, Truck } from "lucide";
import { authLinkClass } from "@/components/auth/auth-card";
import { CartItemImage } from "@/components/cart/cart-item-image";
import { Icon } from "@/components/ui/icon";
import { variantLabel } from "@/lib/cart/cart";
import { formatDateTimeSpecific, formatLongDate } from "@/lib/time/format";
import { formatCents } from "@/lib/money";
import type { CustomerOrder } from "@/lib/orders/customer-orders";
import { OrderStateBadges } from "./order-state-badges";

type Level = 2 | 3;

const subheading = "text-sm font-semibold tracking-wide text-muted-foreground uppercase";

function itemCount(items: CustomerOrder["items"]): string {
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  return `${count} ${count === 1 ? "item" : "items"}`;
}

/**
 * One order as its customer sees it: states, items, totals, where it goes, tracking and the
 * timeline. A plain component (no hooks), so the /account page renders it on the server and the
 * guest look-up form renders it in the browser. `level` is its heading's level on that page;
 * `timeZone` the store's, passed down by the page, since the browser has no environment to read it from.
 */
export function OrderView({ order, level, timeZone }: { order: CustomerOrder; level: Level; timeZone: string }) {
  const Title = `h${level}` as const;
  const Subtitle = `h${(level + 1) as 3 | 4}` as const;
  const titleId = `order-${order.id}-title`;

  return (
    <article aria-labelledby={titleId} className="rounded-lg border border-border bg-card text-card-foreground shadow-sm">
      <header className="flex flex-col gap-4 border-b border-border px-4 py-5 sm:flex-row sm:items-start sm:justify-between sm:px-6">
        <div className="grid gap-3">
          <div>
            <Title id={titleId} className="text-xl font-bold text-ink">
              Order #{order.id}
            </Title>
            <p className="mt-1 text-sm text-muted-foreground">
              Placed <time dateTime={order.createdAt}>{formatLongDate(order.createdAt, timeZone)}</time> · {itemCount(order.items)}
            </p>
          </div>
          <OrderStateBadges order={order} />
        </div>
        <p className="flex items-baseline gap-2 sm:flex-col sm:items-end sm:gap-0">
          <span className="text-sm text-muted-foreground">Total</span>
          <span className="text-2xl font-bold text-ink">{formatCents(order.total)}</span>
        </p>
      </header>

      <div className="grid gap-8 px-4 py-5 sm:px-6 sm:py-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-10">
        <section aria-labelledby={`${titleId}-items`}>
          <Subtitle id={`${titleId}-items`} className={subheading}>
            Items
          </Subtitle>
          <ul className="mt-2 divide-y divide-border">
            {order.items.map((item, index) => (
              <li key={index} className="flex items-start gap-3 py-3">
                <CartItemImage src={item.image ?? ""} className="size-16 shrink-0 rounded-md border border-border bg-muted object-cover" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-ink">{item.name}</p>
                  <p className="text-sm text-muted-foreground">{variantLabel(item)}</p>
                  <p className="text-sm text-muted-foreground">
                    Qty {item.quantity} × {formatCents(item.price)}
                  </p>
                </div>
                <p className="shrink-0 font-semibold text-ink">{formatCents(item.price * item.quantity)}</p>
              </li>
            ))}
          </ul>
          <dl className="grid gap-2 border-t border-border pt-3 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Subtotal</dt>
              <dd className="font-medium text-ink">{formatCents(order.subtotal)}</dd>
            </div>
            {order.discount > 0 && (
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">Discount{order.couponCode ? ` (${order.couponCode})` : ""}</dt>
                <dd className="font-medium text-success">−{formatCents(order.discount)}</dd>
              </div>
            )}
            <div className="flex justify-between gap-4">
              <dt className="font-semibold text-ink">Total paid</dt>
              <dd className="font-semibold text-ink">{formatCents(order.total)}</dd>
            </div>
            {order.refundedAmount > 0 && (
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">Refunded to your card</dt>
                <dd className="font-medium text-ink">−{formatCents(order.refundedAmount)}</dd>
              </div>
            )}
          </dl>
        </section>

        <div className="grid content-start gap-6">
          {order.tracking && (
            <section aria-labelledby={`${titleId}-tracking`} className="rounded-md bg-surface p-4">
              <Subtitle id={`${titleId}-tracking`} className={subheading}>
                Tracking
              </Subtitle>
              <p className="mt-2 flex items-start gap-2 text-sm text-ink">
                <Icon icon={Truck} className="mt-0.5 size-4 shrink-0 text-primary" />
                <span className="min-w-0 break-all">
                  {order.tracking.carrier ? `${order.tracking.carrier} ` : ""}
                  {order.tracking.number}
                </span>
              </p>
              {order.tracking.url && (
                <a href={order.tracking.url} target="_blank" rel="noopener noreferrer" className={`${authLinkClass} mt-1 gap-1.5 text-sm`}>
                  Track your package
                  <Icon icon={ExternalLink} className="size-4" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              )}
            </section>
          )}

          <section aria-labelledby={`${titleId}-address`}>
            <Subtitle id={`${titleId}-address`} className={subheading}>
              Shipping to
            </Subtitle>
            <p className="mt-2 flex items-start gap-2 text-sm text-ink">
              <Icon icon={MapPin} className="mt-0.5 size-4 shrink-0 text-primary" />
              <span className="whitespace-pre-line">{order.shippingAddress}</span>
            </p>
          </section>

          {order.events.length > 0 && (
            <section aria-labelledby={`${titleId}-updates`}>
              <Subtitle id={`${titleId}-updates`} className={subheading}>
                Updates
              </Subtitle>
              <ol className="mt-3 grid gap-4 border-l-2 border-border pl-4">
                {order.events.map((event) => (
                  <li key={event.id} className="relative">
                    <span aria-hidden className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full bg-primary ring-2 ring-card" />
                    <time dateTime={event.createdAt} className="block text-xs text-muted-foreground">
                      {formatDateTimeSpecific(event.createdAt, timeZone)}
                    </time>
                    <p className="text-sm text-ink">{event.message}</p>
                  </li>
                ))}
              </ol>
            </section>
          )}
        </div>
      </div>
    </article>
  );
}

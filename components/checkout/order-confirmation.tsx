import { Link } from "@/components/ui/link";
import { CircleCheck, Mail, MapPin, Search } from "lucide";
import { OrderStateBadges } from "@/components/orders/order-state-badges";
import { Icon } from "@/components/ui/icon";
import { buttonVariants } from "@/components/ui/button-variants";
import { variantLabel } from "@/lib/cart/cart";
import { formatCents } from "@/lib/money";
import type { ConfirmedOrder } from "@/lib/orders/customer-orders";
import { CHECKOUT_CARD } from "./checkout-card";

/** The order just placed, on its own page: what was bought, what was charged, where it goes and where to follow it. */
export function OrderConfirmation({ confirmed: { order, firstName, email } }: { confirmed: ConfirmedOrder }) {
  return (
    <section aria-labelledby="order-confirmed-title" className={`${CHECKOUT_CARD} mx-auto max-w-2xl px-4 py-8 sm:px-8 sm:py-10`}>
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-success/10 text-success">
          <Icon icon={CircleCheck} aria-hidden className="size-9" />
        </span>
        <h1 id="order-confirmed-title" className="text-2xl font-bold sm:text-3xl">
          Order #{order.id} confirmed
        </h1>
        <p className="text-muted-foreground">Thanks, {firstName}. Your payment went through and your order has been sent to fulfillment.</p>
        <OrderStateBadges order={order} />
      </div>

      <ul className="mt-8 divide-y divide-border rounded-md border border-border" aria-label="What you ordered">
        {order.items.map((item, index) => (
          <li key={index} className="flex justify-between gap-4 px-4 py-3 text-sm">
            <span className="min-w-0">
              <span className="font-medium text-ink">{item.name}</span>
              <span className="block text-muted-foreground">{variantLabel(item)}</span>
            </span>
            <span className="shrink-0 text-muted-foreground">Qty {item.quantity}</span>
          </li>
        ))}
      </ul>

      <dl className="mt-4 grid gap-2 text-sm">
        {order.discount > 0 && (
          <>
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Subtotal</dt>
              <dd className="font-medium text-ink">{formatCents(order.subtotal)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Discount{order.couponCode ? ` (${order.couponCode})` : ""}</dt>
              <dd className="font-medium text-success">−{formatCents(order.discount)}</dd>
            </div>
          </>
        )}
        <div className="flex items-baseline justify-between gap-4">
          <dt className="font-semibold text-ink">Total charged</dt>
          <dd className="text-xl font-bold text-ink" data-testid="confirmation-total">
            {formatCents(order.total)}
          </dd>
        </div>
      </dl>

      <div className="mt-6 grid gap-3 rounded-md bg-surface p-3 text-sm text-ink">
        <p className="flex items-start gap-2">
          <Icon icon={MapPin} aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          <span className="whitespace-pre-line">{order.shippingAddress}</span>
        </p>
        <p className="flex items-start gap-2">
          <Icon icon={Mail} aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            A confirmation is on its way to <strong className="break-all">{email}</strong>. We&apos;ll email you again when it ships.
          </span>
        </p>
      </div>

      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link href={`/orders/lookup?order=${order.id}`} className={buttonVariants({ variant: "outline", size: "lg" })}>
          <Icon icon={Search} aria-hidden />
          Track this order
        </Link>
        <Link href="/store" className={buttonVariants({ size: "lg" })}>
          Continue Shopping
        </Link>
      </div>
    </section>
  );
}

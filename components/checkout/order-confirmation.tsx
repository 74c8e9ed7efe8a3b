"use client";

import { Link } from "@/components/ui/link";
import { useEffect, useRef } from "react";
import { CircleCheck, Mail } from "lucide";
import { Icon } from "@/components/ui/icon";
import { buttonVariants } from "@/components/ui/button-variants";
import { variantLabel, type CartItem } from "@/lib/cart/cart";
import { formatCents } from "@/lib/money";
import type { ServerTotals } from "./checkout-api";
import { CHECKOUT_CARD } from "./checkout-card";

export type Confirmation = { orderId: number | string; email: string; firstName: string; items: CartItem[]; totals: ServerTotals };

/** Shown in place of the form once the order exists (the cart is already cleared by then). */
export function OrderConfirmation({ confirmation }: { confirmation: Confirmation }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { orderId, email, firstName, items, totals } = confirmation;

  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, []);

  return (
    <section aria-labelledby="order-confirmed-title" className={`${CHECKOUT_CARD} mx-auto max-w-2xl px-4 py-8 sm:px-8 sm:py-10`}>
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-success/10 text-success">
          <Icon icon={CircleCheck} aria-hidden className="size-9" />
        </span>
        <h2 id="order-confirmed-title" ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none sm:text-3xl">
          Order #{orderId} confirmed
        </h2>
        <p className="text-muted-foreground">Thanks, {firstName}. Your payment went through and your order is on its way to fulfillment.</p>
      </div>

      <ul className="mt-8 divide-y divide-border rounded-md border border-border" aria-label="What you ordered">
        {items.map((item) => (
          <li key={item.id} className="flex justify-between gap-4 px-4 py-3 text-sm">
            <span className="min-w-0">
              <span className="font-medium text-ink">{item.name}</span>
              <span className="block text-muted-foreground">{variantLabel(item)}</span>
            </span>
            <span className="shrink-0 text-muted-foreground">Qty {item.quantity}</span>
          </li>
        ))}
      </ul>

      <dl className="mt-4 grid gap-2 text-sm">
        {totals.couponCode && (
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Subtotal</dt>
            <dd className="font-medium text-ink">{formatCents(totals.subtotal)}</dd>
          </div>
        )}
        {totals.couponCode && (
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Discount ({totals.couponCode})</dt>
            <dd className="font-medium text-success">−{formatCents(totals.discount)}</dd>
          </div>
        )}
        <div className="flex items-baseline justify-between gap-4">
          <dt className="font-semibold text-ink">Total charged</dt>
          <dd className="text-xl font-bold text-ink" data-testid="confirmation-total">
            {formatCents(totals.total)}
          </dd>
        </div>
      </dl>

      <p className="mt-6 flex items-start gap-2 rounded-md bg-surface p-3 text-sm text-ink">
        <Icon icon={Mail} aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>
          A confirmation is on its way to <strong className="break-all">{email}</strong>.
        </span>
      </p>

      <div className="mt-8 flex justify-center">
        <Link href="/store" className={buttonVariants({ size: "lg" })}>
          Continue Shopping
        </Link>
      </div>
    </section>
  );
}

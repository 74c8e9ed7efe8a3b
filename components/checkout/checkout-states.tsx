"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import { CircleCheck, Mail, ShoppingCart } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { CartItem } from "@/lib/cart/cart";
import { formatCents } from "@/lib/format/money";
import type { ServerTotals } from "./checkout-api";
import { variantLabel } from "./order-summary";

const card = "rounded-lg border border-border bg-card shadow-sm";

/** The checkout's shape while the cart is read from this browser's storage (no flash, no layout shift). */
export function CheckoutSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start lg:gap-8">
      <p className="sr-only" role="status">
        Loading your cart...
      </p>
      <div className={card}>
        <div className="border-b border-border px-4 py-4 sm:px-6">
          <Skeleton className="h-7 w-56" />
        </div>
        <div className="grid grid-cols-2 gap-x-4 gap-y-5 px-4 py-6 sm:grid-cols-6 sm:px-6">
          {["col-span-2 sm:col-span-3", "col-span-2 sm:col-span-3", "col-span-2 sm:col-span-3", "col-span-2 sm:col-span-3", "col-span-2 sm:col-span-6", "col-span-2 sm:col-span-3", "col-span-1", "col-span-1 sm:col-span-2"].map((span, index) => (
            <div key={index} className={`grid gap-2 ${span}`}>
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-11 w-full" />
            </div>
          ))}
          <div className="col-span-2 grid gap-2 sm:col-span-6">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-24 w-full" />
          </div>
        </div>
      </div>
      <div className="grid gap-6">
        <div className={card}>
          <div className="border-b border-border px-4 py-4 sm:px-6">
            <Skeleton className="h-7 w-40" />
          </div>
          <div className="grid gap-4 px-4 py-4 sm:px-6">
            {[0, 1].map((line) => (
              <div key={line} className="flex gap-3">
                <Skeleton className="size-16 shrink-0" />
                <div className="grid flex-1 content-start gap-2">
                  <Skeleton className="h-4 w-3/4" />
                  <Skeleton className="h-4 w-1/2" />
                </div>
                <Skeleton className="h-5 w-16" />
              </div>
            ))}
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-8 w-full" />
          </div>
        </div>
        <div className={`${card} grid gap-4 px-4 py-6 sm:px-6`}>
          <Skeleton className="h-7 w-32" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      </div>
    </div>
  );
}

export function EmptyCheckout() {
  return (
    <div className={`${card} mx-auto flex max-w-xl flex-col items-center gap-3 px-6 py-12 text-center`}>
      <span className="flex size-16 items-center justify-center rounded-full bg-accent text-primary">
        <ShoppingCart aria-hidden className="size-8" />
      </span>
      <h2 className="text-2xl font-bold">Your cart is empty</h2>
      <p className="max-w-sm text-muted-foreground">Pick a tee, hoodie or cap with your crew&apos;s logo, then come back here to pay.</p>
      <Button asChild size="lg" className="mt-3">
        <Link href="/store">Continue Shopping</Link>
      </Button>
    </div>
  );
}

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
    <section aria-labelledby="order-confirmed-title" className={`${card} mx-auto max-w-2xl px-4 py-8 sm:px-8 sm:py-10`}>
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-success/10 text-success">
          <CircleCheck aria-hidden className="size-9" />
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
        <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>
          A confirmation is on its way to <strong className="break-all">{email}</strong>.
        </span>
      </p>

      <div className="mt-8 flex justify-center">
        <Button asChild size="lg">
          <Link href="/store">Continue Shopping</Link>
        </Button>
      </div>
    </section>
  );
}

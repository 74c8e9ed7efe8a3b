"use client";

import type { ReactNode } from "react";
import { CartItemImage } from "@/components/cart/cart-item-image";
import { variantLabel, type CartItem } from "@/lib/cart/cart";
import { formatCents } from "@/lib/money";

/** Amounts shown in the summary, in cents. */
export type SummaryTotals = { subtotal: number; discount: number; total: number; couponCode: string | null };

/** The checkout's order summary (docs/product.md#checkout): the lines, subtotal, coupon, discount and total. */
export function OrderSummary({ items, totals, coupon }: { items: CartItem[]; totals: SummaryTotals; coupon: ReactNode }) {
  return (
    <section aria-labelledby="order-summary-title" className="rounded-lg border border-border bg-card shadow-sm">
      <h2 id="order-summary-title" className="border-b border-border px-4 py-4 text-lg font-semibold sm:px-6">
        Order Summary
      </h2>
      <ul className="divide-y divide-border px-4 sm:px-6" aria-label="Items in your order">
        {items.map((item) => (
          <li key={item.id} className="flex items-start gap-3 py-4">
            <CartItemImage src={item.image} className="size-16 shrink-0 rounded-md border border-border bg-muted object-cover" />
            <div className="min-w-0 flex-1">
              <p className="font-medium text-ink">{item.name}</p>
              <p className="text-sm text-muted-foreground">{variantLabel(item)}</p>
              <p className="text-sm text-muted-foreground">Qty {item.quantity}</p>
            </div>
            <p className="shrink-0 font-semibold text-ink" data-testid="line-total">
              {formatCents(item.priceCents * item.quantity)}
            </p>
          </li>
        ))}
      </ul>
      <div className="grid gap-4 border-t border-border px-4 py-4 sm:px-6">
        {coupon}
        <dl className="grid gap-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Subtotal</dt>
            <dd className="font-medium text-ink" data-testid="summary-subtotal">
              {formatCents(totals.subtotal)}
            </dd>
          </div>
          {totals.couponCode && (
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Discount ({totals.couponCode})</dt>
              <dd className="font-medium text-success" data-testid="summary-discount">
                −{formatCents(totals.discount)}
              </dd>
            </div>
          )}
          <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-border pt-3">
            <dt className="text-base font-semibold text-ink">Total</dt>
            <dd className="text-2xl font-bold text-ink" data-testid="summary-total">
              {formatCents(totals.total)}
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}

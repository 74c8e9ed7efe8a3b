"use client";

import { Link } from "@/components/ui/link";
import { Minus, Plus, ShoppingCart, Trash2 } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { variantLabel } from "@/lib/cart/cart";
import { formatCents } from "@/lib/money";
import { CartItemImage } from "./cart-item-image";
import { useCart } from "./use-cart";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; trigger: React.RefObject<HTMLButtonElement | null> };

/** The cart's side sheet (docs/product.md#cart-panel): its lines, quantities, total and the way to checkout. */
export function CartPanel({ open, onOpenChange, trigger }: Props) {
  const { items, count, total, dispatch } = useCart();

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        className="gap-0"
        // The cart button lives outside the sheet (it is no Radix trigger): focus goes back to it.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <SheetHeader className="border-b">
          <SheetTitle>
            Shopping Cart ({count} {count === 1 ? "item" : "items"})
          </SheetTitle>
          <SheetDescription className="sr-only">Items in your cart</SheetDescription>
          {items.length > 0 && (
            <Button variant="link" size="sm" className="h-auto self-start p-0 text-destructive" onClick={() => dispatch({ type: "clear" })}>
              Clear All
            </Button>
          )}
        </SheetHeader>

        {items.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-2 p-8 text-center">
            <Icon icon={ShoppingCart} className="size-12 text-muted-foreground" aria-hidden />
            <p className="text-lg font-semibold">Your cart is empty</p>
            <p className="text-muted-foreground">Add some products to get started!</p>
          </div>
        ) : (
          <ul className="flex-1 divide-y overflow-y-auto px-4">
            {items.map((item) => (
              <li key={item.id} className="flex gap-3 py-4">
                <CartItemImage src={item.image} className="size-16 shrink-0 rounded-md border bg-muted object-cover" />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{item.name}</p>
                  <p className="truncate text-sm text-muted-foreground">{variantLabel(item)}</p>
                  <p className="text-sm font-semibold">{formatCents(item.priceCents, { currency: item.currency })}</p>
                  <div className="mt-2 flex items-center gap-1">
                    <Button
                      variant="outline"
                      size="icon"
                      className="size-9"
                      aria-label={`One fewer ${item.name}`}
                      onClick={() => dispatch({ type: "setQuantity", id: item.id, quantity: item.quantity - 1 })}
                    >
                      <Icon icon={Minus} />
                    </Button>
                    <span className="w-8 text-center text-sm font-semibold" aria-label="Quantity">
                      {item.quantity}
                    </span>
                    <Button
                      variant="outline"
                      size="icon"
                      className="size-9"
                      aria-label={`One more ${item.name}`}
                      onClick={() => dispatch({ type: "setQuantity", id: item.id, quantity: item.quantity + 1 })}
                    >
                      <Icon icon={Plus} />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="ml-auto size-9 text-destructive"
                      aria-label={`Remove ${item.name}`}
                      onClick={() => dispatch({ type: "remove", id: item.id })}
                    >
                      <Icon icon={Trash2} />
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}

        {items.length > 0 && (
          <SheetFooter className="border-t">
            <div className="flex items-center justify-between text-lg font-semibold">
              <span>Total</span>
              <span>{formatCents(total)}</span>
            </div>
            <Button asChild size="lg" className="w-full">
              <Link href="/checkout" onClick={() => onOpenChange(false)}>
                Proceed to Checkout
              </Link>
            </Button>
            <p className="text-center text-xs text-muted-foreground">Complete your order with customer information and payment details</p>
          </SheetFooter>
        )}
      </SheetContent>
    </Sheet>
  );
}

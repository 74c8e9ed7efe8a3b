"use client";

import { lazy, Suspense, useRef, useState } from "react";
import { ShoppingCart } from "lucide";
import { Icon } from "@/components/ui/icon";
import { buttonVariants } from "@/components/ui/button-variants";
import { toast } from "@/components/ui/toast";
import { useCart } from "./use-cart";

// The sheet's code (a dialog library and the cart lines) is fetched on the first click, so pages
// never pay for a cart nobody opens.
// It only renders after a click, so React's own lazy() does (next/dynamic would add its code to every page).
const CartPanel = lazy(() => import("./cart-panel").then((module) => ({ default: module.CartPanel })));

/** The header's cart icon with its item-count badge, and the side sheet it opens (docs/product.md#cart-panel). */
export function CartSheet() {
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Disabled (and dimmed) in the server's HTML and until the saved cart is read, so a tap before
  // the page is ready isn't lost silently.
  const { count, loaded } = useCart();

  return (
    <>
      <button
        ref={button}
        type="button"
        className={`${buttonVariants({ variant: "inverse", size: "iconTouch" })} relative`}
        aria-label={`Open cart, ${count} ${count === 1 ? "item" : "items"}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={!loaded}
        onClick={() => {
          // The sheet lists what "Added to cart!" announced; on a phone the toast would sit on its first line.
          toast.dismiss();
          setStarted(true);
          setOpen(true);
        }}
      >
        <Icon icon={ShoppingCart} className="size-5" />
        {count > 0 && (
          <span
            data-testid="cart-count"
            className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-highlight px-1 text-[11px] leading-5 font-bold text-ink"
          >
            {count}
          </span>
        )}
      </button>
      {started && (
        <Suspense>
          <CartPanel open={open} onOpenChange={setOpen} trigger={button} />
        </Suspense>
      )}
    </>
  );
}

"use client";

import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { ShoppingCart } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useCart } from "./use-cart";

// The sheet's code (a dialog library and the cart lines) is fetched on the first click, so pages
// never pay for a cart nobody opens.
const CartPanel = dynamic(() => import("./cart-panel").then((module) => module.CartPanel), { ssr: false });

/** The header's cart icon with its item-count badge, and the side sheet it opens (SPEC §2). */
export function CartSheet() {
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { count } = useCart();

  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="relative text-white hover:bg-white/10 hover:text-white"
        aria-label={`Open cart, ${count} ${count === 1 ? "item" : "items"}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setStarted(true);
          setOpen(true);
        }}
      >
        <ShoppingCart className="size-5" />
        {count > 0 && (
          <span
            data-testid="cart-count"
            className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-highlight px-1 text-[11px] leading-5 font-bold text-ink"
          >
            {count}
          </span>
        )}
      </Button>
      {started && <CartPanel open={open} onOpenChange={setOpen} trigger={button} />}
    </>
  );
}

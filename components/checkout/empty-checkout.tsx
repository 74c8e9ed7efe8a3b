import { Link } from "@/components/ui/link";
import { ShoppingCart } from "lucide";
import { Icon } from "@/components/ui/icon";
import { buttonVariants } from "@/components/ui/button-variants";
import { CHECKOUT_CARD } from "./checkout-card";

/** The checkout of an empty cart (docs/product.md#checkout). */
export function EmptyCheckout() {
  return (
    <div className={`${CHECKOUT_CARD} mx-auto flex max-w-xl flex-col items-center gap-3 px-6 py-12 text-center`}>
      <span className="flex size-16 items-center justify-center rounded-full bg-accent text-primary">
        <Icon icon={ShoppingCart} aria-hidden className="size-8" />
      </span>
      <h2 className="text-2xl font-bold">Your cart is empty</h2>
      <p className="max-w-sm text-muted-foreground">Pick a tee, hoodie or cap with your crew&apos;s logo, then come back here to pay.</p>
      <Link href="/store" className={`${buttonVariants({ size: "lg" })} mt-3`}>
        Continue Shopping
      </Link>
    </div>
  );
}

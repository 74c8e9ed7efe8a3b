import { CART_STORAGE_KEY } from "@/lib/cart/store";
import { CheckoutSkeleton } from "./checkout-skeleton";
import { EmptyCheckout } from "./empty-checkout";

// Runs as the page is parsed, before the first paint: marks <html> with whether this browser's
// saved cart has items, so the right placeholder shows from the start (no skeleton that collapses
// into the empty state, which moved the whole page down and up again).
const MARK_CART = `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CART_STORAGE_KEY)})||"[]");document.documentElement.dataset.cart=Array.isArray(c)&&c.length?"items":"empty"}catch(e){}`;

/** What /checkout shows until React has read the cart: its skeleton, or at once the empty state. Prerendered, its script runs under the page's 'unsafe-inline'. */
export function CheckoutPlaceholder() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: MARK_CART }} />
      <div className="in-data-[cart=empty]:hidden">
        <CheckoutSkeleton />
      </div>
      <div className="hidden in-data-[cart=empty]:block">
        <EmptyCheckout />
      </div>
    </>
  );
}

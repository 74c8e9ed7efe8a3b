import { Skeleton } from "@/components/ui/skeleton";
import { CARD_BODY, CARD_SHELL, IMAGE_FRAME, PRODUCT_GRID_CLASS } from "./product-card";

/** The store shows eight skeleton cards while it loads. */
const SKELETON_CARDS = 8;

/** A product card's stand-in, line for line the card's own boxes, so nothing moves when the card arrives. */
function ProductCardSkeleton() {
  return (
    <div className={CARD_SHELL} data-testid="product-card-skeleton">
      <div className={IMAGE_FRAME}>
        <Skeleton className="aspect-square w-full rounded-none" />
      </div>
      <div className={CARD_BODY}>
        <Skeleton className="h-7 w-3/4" />
        <Skeleton className="mt-1 h-6 w-24" />
        <Skeleton className="mt-1 mb-3 h-5 w-20 sm:mb-5" />
        <Skeleton className="mt-auto h-11 w-full" />
      </div>
    </div>
  );
}

/** The store's product grid while it loads. */
export function ProductGridSkeleton() {
  return (
    <ul className={PRODUCT_GRID_CLASS} aria-hidden>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <li key={index} className="flex">
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

import { MerchHero, STORE_INTRO } from "@/components/store/merch-hero";
import { MerchProductCardSkeleton, PRODUCT_GRID_CLASS } from "@/components/store/product-card";
import { Skeleton } from "@/components/ui/skeleton";

/** SPEC §9: 8 skeleton cards while the store loads, in the grid the products will fill. */
export default function StoreLoading() {
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        Loading the store…
      </p>
      <MerchHero eyebrow="Merch store" title={<Skeleton className="inline-block h-[1em] w-80 max-w-full bg-white/15 align-middle" />} intro={STORE_INTRO}>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Skeleton className="h-12 w-full bg-white/15 sm:w-56" />
        </div>
      </MerchHero>
      <section className="bg-surface py-12 sm:py-16 lg:py-20">
        <div className="container-page">
          <div className="mb-8 flex flex-wrap items-baseline justify-between gap-2">
            <Skeleton className="h-8 w-48 sm:h-9" />
            <Skeleton className="h-6 w-24" />
          </div>
          <ul className={PRODUCT_GRID_CLASS}>
            {Array.from({ length: 8 }, (_, index) => (
              <li key={index} className="flex">
                <MerchProductCardSkeleton />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </div>
  );
}

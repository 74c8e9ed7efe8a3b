import { Search } from "lucide";
import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Skeleton } from "@/components/ui/skeleton";
import { MerchHero, STORE_INTRO } from "./merch-hero";
import { ProductGridSkeleton } from "./product-card-skeleton";

/** /store from a click on a link to it until it renders: the page's own hero and headings, and eight card skeletons where the products go. */
export function StoreSkeleton() {
  return (
    <div aria-busy="true">
      <MerchHero
        titleId="merch-hero-title-loading"
        eyebrow="Merch store"
        title={
          <>
            <span className="sr-only">Loading the store...</span>
            <span aria-hidden className="block h-10 w-4/5 max-w-md animate-pulse rounded-md bg-white/15 sm:h-12" />
          </>
        }
        intro={STORE_INTRO}
      >
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg" variant="highlight">
            <Link href="/find-your-business">
              <Icon icon={Search} aria-hidden />
              Find Your Business
            </Link>
          </Button>
        </div>
      </MerchHero>
      <section aria-label="Products" className="bg-surface py-12 sm:py-16 lg:py-20">
        <div className="container-page">
          <div className="mb-8 flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="text-2xl font-bold sm:text-3xl">All products</h2>
            <Skeleton className="h-6 w-24" />
          </div>
          <ProductGridSkeleton />
        </div>
      </section>
    </div>
  );
}

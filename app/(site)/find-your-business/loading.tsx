import { BUSINESS_CARD_GRID, BusinessCardSkeleton } from "@/components/store/business-card-parts";
import { FIND_BUSINESS_INTRO, MerchHero } from "@/components/store/merch-hero";
import { Skeleton } from "@/components/ui/skeleton";

/** SPEC §9: three skeleton business cards under the search box while the list loads. */
export default function FindYourBusinessLoading() {
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        Loading businesses…
      </p>
      <MerchHero eyebrow="Company merch" title="Find Your Business" intro={FIND_BUSINESS_INTRO} />
      <section className="bg-surface py-12 sm:py-16 lg:py-20">
        <div className="container-page">
          <Skeleton className="h-12 max-w-xl" />
          <ul className={`${BUSINESS_CARD_GRID} mt-8`}>
            {[0, 1, 2].map((index) => (
              <li key={index} className="flex">
                <BusinessCardSkeleton />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </div>
  );
}

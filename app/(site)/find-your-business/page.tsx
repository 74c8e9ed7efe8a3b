import { BusinessFinder, type BusinessGroup } from "@/components/store/business-finder";
import { loadProducts } from "@/components/store/catalogue";
import { merchCardProduct } from "@/components/store/merch-picture";
import { FIND_BUSINESS_INTRO, MerchHero } from "@/components/store/merch-hero";
import { StoreUnavailable } from "@/components/store/store-unavailable";
import { groupByBusiness } from "@/lib/merch/business";
import { pageMetadata } from "@/lib/seo/metadata";

// Static between revalidations; the chosen business is read from the URL in the browser.
export const revalidate = 300;

export const metadata = pageMetadata({
  title: "Find Your Business",
  description: "Find your company's merch line: tees, hoodies, caps and drinkware made for RCI, Integrity LED, Viralize and their crews.",
  path: "/find-your-business",
});

export default async function FindYourBusinessPage() {
  const loaded = await loadProducts();
  const groups: BusinessGroup[] = loaded.ok
    ? groupByBusiness(loaded.data).map(({ id, name, products }) => ({
        id,
        name,
        products: products.map(merchCardProduct),
      }))
    : [];

  return (
    <>
      <MerchHero eyebrow="Company merch" title="Find Your Business" intro={FIND_BUSINESS_INTRO} />
      <section aria-label="Businesses" className="bg-surface py-12 sm:py-16 lg:py-20">
        <div className="container-page">{loaded.ok ? <BusinessFinder groups={groups} /> : <StoreUnavailable retryHref="/find-your-business" />}</div>
      </section>
    </>
  );
}

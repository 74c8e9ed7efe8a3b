import { Link } from "@/components/ui/link";
import { ExternalLink, Search } from "lucide";
import { Icon } from "@/components/ui/icon";
import { FALLBACK_STORE_NAME, loadStore } from "@/components/store/catalogue";
import { StoreComingSoon } from "@/components/store/coming-soon";
import { heroOutlineButton, MerchHero, STORE_INTRO } from "@/components/store/merch-hero";
import { merchCardProduct } from "@/components/store/merch-picture";
import { MerchProductCard, plural, PRODUCT_GRID_CLASS } from "@/components/store/product-card";
import { StoreUnavailable } from "@/components/store/store-unavailable";
import { Button } from "@/components/ui/button";
import { pageMetadata } from "@/lib/seo/metadata";

// Static between revalidations: the catalogue is read again at most every 5 minutes.
export const revalidate = 300;

export const metadata = pageMetadata({
  title: "Merch Store",
  description:
    "Branded tees, hoodies, caps, mugs and tumblers for contractors and their crews. Printed on demand for RCI, Integrity LED and Viralize, shipped to your door.",
  path: "/store",
});

export default async function StorePage() {
  const loaded = await loadStore();
  const store = loaded.ok ? loaded.data.store : { name: FALLBACK_STORE_NAME, website: null };
  const products = loaded.ok ? loaded.data.products : [];

  return (
    <>
      <MerchHero eyebrow="Merch store" title={store.name} intro={STORE_INTRO}>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg" variant="highlight">
            <Link href="/find-your-business">
              <Icon icon={Search} aria-hidden />
              Find Your Business
            </Link>
          </Button>
          {store.website && (
            <Button asChild size="lg" variant="outline" className={heroOutlineButton}>
              <a href={store.website} target="_blank" rel="noopener noreferrer">
                Visit Store
                <Icon icon={ExternalLink} aria-hidden />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </Button>
          )}
        </div>
      </MerchHero>

      <section aria-labelledby="products-title" className="bg-surface py-12 sm:py-16 lg:py-20">
        <div className="container-page">
          {!loaded.ok ? (
            <>
              <h2 id="products-title" className="sr-only">
                Products
              </h2>
              <StoreUnavailable retryHref="/store" />
            </>
          ) : products.length === 0 ? (
            <StoreComingSoon titleId="products-title" />
          ) : (
            <>
              <div className="mb-8 flex flex-wrap items-baseline justify-between gap-2">
                <h2 id="products-title" className="text-2xl font-bold sm:text-3xl">
                  All products
                </h2>
                <p className="text-muted-foreground" data-testid="product-total">
                  {plural(products.length, "product")}
                </p>
              </div>
              <ul className={PRODUCT_GRID_CLASS} data-testid="product-grid">
                {products.map((product, index) => (
                  <li key={product.id} className="flex">
                    <MerchProductCard product={merchCardProduct(product)} eager={index < 4} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </section>
    </>
  );
}

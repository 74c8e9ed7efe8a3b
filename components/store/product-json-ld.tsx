import { JsonLd } from "@/components/seo/json-ld";
import { toDecimalString } from "@/lib/money";
import type { DetailProduct } from "./product-detail";

/** schema.org Product with one Offer: the lowest price for sale, in stock when any variant is. */
export function ProductJsonLd({ product, description, image, siteUrl }: { product: DetailProduct; description: string; image: string; siteUrl: string }) {
  const absolute = (path: string) => new URL(path, siteUrl).toString();
  const inStock = product.variants.filter((variant) => variant.inStock);
  const priced = (inStock.length ? inStock : product.variants).flatMap((variant) => (variant.priceCents === null ? [] : [variant.priceCents]));
  const url = absolute(`/product/${product.id}`);
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "Product",
        "@id": url,
        sku: String(product.id),
        name: product.name,
        description,
        image: absolute(image),
        brand: { "@type": "Brand", name: product.business?.name ?? "Viralize" },
        ...(priced.length > 0 && {
          offers: {
            "@type": "Offer",
            price: toDecimalString(Math.min(...priced)),
            priceCurrency: product.variants[0]?.currency ?? "USD",
            availability: inStock.length > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
            url,
          },
        }),
      }}
    />
  );
}

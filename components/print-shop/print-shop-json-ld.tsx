import { JsonLd } from "@/components/seo/json-ld";
import { PRINT_PRODUCTS } from "@/lib/content/print-products";
import { toDecimalString } from "@/lib/money";

/** Each print product as a schema.org Product with its USD Offer. */
export function PrintShopJsonLd({ siteUrl }: { siteUrl: string }) {
  const absolute = (path: string) => new URL(path, siteUrl).toString();
  return (
    <JsonLd
      data={PRINT_PRODUCTS.map((product) => ({
        "@context": "https://schema.org",
        "@type": "Product",
        "@id": absolute(`/print-shop#${product.id}`),
        sku: product.id,
        name: product.title,
        description: `${product.description} ${product.quantity}.`,
        category: product.category,
        image: absolute(product.image),
        brand: { "@type": "Brand", name: "Viralize" },
        offers: {
          "@type": "Offer",
          price: toDecimalString(product.priceCents),
          priceCurrency: "USD",
          availability: "https://schema.org/InStock",
          url: absolute(`/customize-order?product=${product.id}`),
        },
      }))}
    />
  );
}

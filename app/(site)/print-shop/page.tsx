import { BenefitTiles } from "@/components/print-shop/benefit-tiles";
import { CustomQuoteSection } from "@/components/print-shop/custom-quote-section";
import { PrintShopHero } from "@/components/print-shop/print-shop-hero";
import { PrintShopJsonLd } from "@/components/print-shop/print-shop-json-ld";
import { ProductGrid } from "@/components/print-shop/product-grid";
import { env } from "@/lib/env";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Print Shop",
  description:
    "Business cards, service flyers, door hangers, brochures, postcards and yard signs for contractors. From $89.00, ready in 3-10 business days, free shipping over $150.",
  path: "/print-shop",
});

export default function PrintShopPage() {
  return (
    <>
      <PrintShopJsonLd siteUrl={env().SITE_URL} />
      <PrintShopHero />
      <BenefitTiles />
      <ProductGrid />
      <CustomQuoteSection />
    </>
  );
}

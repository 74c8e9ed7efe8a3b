import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AiDescription, TARGET_AUDIENCE } from "@/components/store/ai-description";
import { AiDescriptionHeader } from "@/components/store/ai-description-header";
import { BackButton } from "@/components/store/back-button";
import { swatchFor } from "@/components/store/color-swatch";
import { loadProducts } from "@/components/store/catalogue";
import { productForParam } from "@/components/store/product-data";
import { DETAIL_PICTURE_SIZES, merchPicture } from "@/components/store/merch-picture";
import { ProductDetail, type DetailProduct } from "@/components/store/product-detail";
import { ProductJsonLd } from "@/components/store/product-json-ld";
import { ProductNotes } from "@/components/store/product-notes";
import { guessProductType } from "@/components/store/product-type";
import { paramsBuiltAhead } from "@/lib/db";
import { env } from "@/lib/env";
import { BUSINESS_NAMES, businessOf } from "@/lib/merch/business";
import { PLACEHOLDER_IMAGE } from "@/lib/merch/placeholder";
import { colorOf, sizeOf, variantOptions } from "@/lib/merch/variant-options";
import { parseDecimalString } from "@/lib/money";
import type { ProductDetail as CatalogueProduct } from "@/lib/merch/types";
import { pageMetadata } from "@/lib/seo/metadata";

// Static like the store page: every product on sale is rendered at build time, one added later on
// its first visit, and each is refreshed at most every 5 minutes.
export const revalidate = 300;

export async function generateStaticParams(): Promise<{ id: string }[]> {
  return paramsBuiltAhead(async () => {
    const loaded = await loadProducts();
    return loaded.ok ? loaded.data.map((product) => ({ id: String(product.id) })) : [];
  });
}

type Props = { params: Promise<{ id: string }> };

/** The picture a variant is shown with: its preview, else the product's own, else the placeholder. */
function variantImage(variant: CatalogueProduct["sync_variants"][number], product: CatalogueProduct["sync_product"]): string {
  return (
    variant.files.find((file) => file.type === "preview")?.preview_url ||
    variant.files.find((file) => file.type === "default")?.preview_url ||
    variant.product.image ||
    product.thumbnail_url ||
    PLACEHOLDER_IMAGE
  );
}

const DETAIL_PICTURE_PX = 800;

function toDetail({ sync_product: product, sync_variants: variants }: CatalogueProduct): DetailProduct {
  const business = businessOf(product.name);
  const { sizes, colors } = variantOptions(variants);
  return {
    id: product.id,
    name: product.name,
    business: business === "other" ? null : { id: business, name: BUSINESS_NAMES[business] },
    picture: merchPicture(product.thumbnail_url, DETAIL_PICTURE_PX, DETAIL_PICTURE_SIZES),
    sizes,
    colors: colors.map((name) => ({ name, swatch: swatchFor(name) })),
    variants: variants.map((variant) => {
      const image = variantImage(variant, product);
      const priceCents = parseDecimalString(variant.retail_price);
      return {
        id: variant.id,
        name: variant.name,
        priceCents,
        currency: variant.currency,
        image,
        picture: merchPicture(image, DETAIL_PICTURE_PX, DETAIL_PICTURE_SIZES),
        size: sizeOf(variant.name),
        color: colorOf(variant.name),
        // Checkout refuses a variant whose price it cannot read, so it is not offered either.
        inStock: variant.synced && priceCents !== null,
      };
    }),
  };
}

function summary(product: CatalogueProduct): string {
  const text = product.sync_product.description.trim();
  return text || `${product.sync_product.name}: branded merchandise for contractors and their crews, printed to order and shipped with tracking.`;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await productForParam((await params).id);
  if (!loaded) return { title: "Product Not Found", robots: { index: false } };
  const product = loaded.sync_product;
  const metadata = pageMetadata({ title: product.name, description: summary(loaded), path: `/product/${product.id}` });
  const image = { url: product.thumbnail_url || PLACEHOLDER_IMAGE, width: 800, height: 800, alt: product.name };
  return { ...metadata, openGraph: { ...metadata.openGraph, images: [image] }, twitter: { ...metadata.twitter, card: "summary", images: [image] } };
}

export default async function ProductPage({ params }: Props) {
  const loaded = await productForParam((await params).id);
  if (!loaded) notFound();

  const detail = toDetail(loaded);
  const description = summary(loaded);
  const business = detail.business?.name ?? "contractor";

  return (
    <div className="container-page py-6 sm:py-10">
      <ProductJsonLd product={detail} description={description} image={loaded.sync_product.thumbnail_url || PLACEHOLDER_IMAGE} siteUrl={env().SITE_URL} />
      <BackButton />
      <div className="mt-4">
        <ProductDetail product={detail} description={<p>{description}</p>} notes={<ProductNotes />} />
      </div>
      <div className="mt-12 sm:mt-16">
        <AiDescription
          request={{ productName: detail.name, productType: guessProductType(detail.name), targetAudience: TARGET_AUDIENCE, businessType: business }}
          header={<AiDescriptionHeader />}
        />
      </div>
    </div>
  );
}

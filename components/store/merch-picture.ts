import { getImageProps } from "next/image";
import { PLACEHOLDER_IMAGE } from "@/lib/merch/placeholder";
import type { PricedProductListItem } from "@/lib/merch";
import { formatPriceRange } from "@/lib/merch/price-range";
import type { ProductListItem } from "@/lib/merch/types";

/** A product picture's sources, worked out on the server so the browser needs no image code. */
export type MerchPicture = { src: string; srcSet?: string; sizes: string; width: number; height: number };

/** A store card's picture: beside the text on a phone, on top of the card from 640 px up, as wide as a column of PRODUCT_GRID_CLASS. */
export const CARD_PICTURE_SIZES = "(min-width: 1024px) 276px, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 128px";

/** A product page's main picture: the page's width on a phone, half of it beside the options from 1,024 px up. */
export const DETAIL_PICTURE_SIZES = "(min-width: 1200px) 564px, (min-width: 1024px) 45vw, 100vw";

/**
 * The optimised sources of a square product picture drawn at `sizes`: our own files through
 * Next's image optimiser, whose widths start from what `sizes` can ask for (a phone's 128 px
 * card picture gets a 256 px file, not the 640 px one a full-width picture starts at), provider
 * images as they are (already sized by the provider, and no allow-list entry needed).
 */
export function merchPicture(url: string | null | undefined, size: number, sizes: string): MerchPicture {
  const src = url || PLACEHOLDER_IMAGE;
  const { props } = getImageProps({ src, alt: "", width: size, height: size, sizes, unoptimized: /^https?:\/\//.test(src) });
  return { src: props.src, srcSet: props.srcSet, sizes, width: size, height: size };
}

/** What a product card shows (docs/product.md#store), its picture's sources and its price (as text) included. */
export type MerchCardProduct = Pick<ProductListItem, "id" | "name" | "variants"> & { picture: MerchPicture; price: string | null };

export function merchCardProduct({ id, name, variants, thumbnail_url, price }: PricedProductListItem): MerchCardProduct {
  return { id, name, variants, picture: merchPicture(thumbnail_url, 800, CARD_PICTURE_SIZES), price: price && formatPriceRange(price) };
}

import { getImageProps } from "next/image";
import { PLACEHOLDER_IMAGE } from "@/lib/merch/placeholder";
import type { ProductListItem } from "@/lib/merch/types";

/** A product picture's sources, worked out on the server so the browser needs no image code. */
export type MerchPicture = { src: string; srcSet?: string; width: number; height: number };

/**
 * The optimised sources of a square product picture: our own files through Next's image
 * optimiser (every width, so each layout's `sizes` picks its own), provider images as they are
 * (already sized by the provider, and no allow-list entry needed).
 */
export function merchPicture(url: string | null | undefined, size: number): MerchPicture {
  const src = url || PLACEHOLDER_IMAGE;
  const { props } = getImageProps({ src, alt: "", width: size, height: size, sizes: "100vw", unoptimized: /^https?:\/\//.test(src) });
  return { src: props.src, srcSet: props.srcSet, width: size, height: size };
}

/** What a product card shows (SPEC §2 /store), its picture's sources included. */
export type MerchCardProduct = Pick<ProductListItem, "id" | "name" | "variants"> & { picture: MerchPicture };

export function merchCardProduct({ id, name, variants, thumbnail_url }: ProductListItem): MerchCardProduct {
  return { id, name, variants, picture: merchPicture(thumbnail_url, 800) };
}

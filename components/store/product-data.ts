import "server-only";
import { cache } from "react";
import { merchCatalogue } from "@/lib/merch";
import type { ProductDetail } from "@/lib/merch/types";

/** Product ids are Printful sync product ids: digits only. */
export function parseProductId(raw: string): number | null {
  return /^\d{1,12}$/.test(raw) ? Number(raw) : null;
}

/**
 * One product for its page (shared by generateMetadata, the layout and the page within a
 * request): null when there is no such product for sale (unknown, or ignored). A catalogue that
 * cannot be reached throws, and the product's error page says so.
 */
export const loadProduct = cache(async (id: number): Promise<ProductDetail | null> => {
  const product = await merchCatalogue().product(id);
  return product && !product.sync_product.is_ignored ? product : null;
});

/** The product for a route parameter; null also when the parameter cannot be a product id. */
export async function productForParam(raw: string): Promise<ProductDetail | null> {
  const id = parseProductId(raw);
  return id === null ? null : loadProduct(id);
}

import "server-only";
import { cache } from "react";
import { merchCatalogue } from "@/lib/merch";
import type { ProductDetail } from "@/lib/merch/types";
import { attempt, type Loaded } from "./catalogue";

/** Product ids are Printful sync product ids: digits only. */
export function parseProductId(raw: string): number | null {
  return /^\d{1,12}$/.test(raw) ? Number(raw) : null;
}

/**
 * One product for its page (shared by generateMetadata and the page within a request).
 * `data: null` means there is no such product for sale: unknown, or ignored.
 */
export const loadProduct = cache(
  (id: number): Promise<Loaded<ProductDetail | null>> =>
    attempt("product", async () => {
      const product = await merchCatalogue().product(id);
      return product && !product.sync_product.is_ignored ? product : null;
    }),
);

/** The product for a route parameter; null when the parameter cannot be a product id. */
export async function productForParam(raw: string): Promise<Loaded<ProductDetail | null> | null> {
  const id = parseProductId(raw);
  return id === null ? null : loadProduct(id);
}

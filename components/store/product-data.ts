import "server-only";
import { cache } from "react";
import { productForSale } from "@/lib/merch";
import type { ProductDetail } from "@/lib/merch/types";
import { productIdSchema } from "@/lib/validation/id";

/**
 * One product for its page (shared by generateMetadata and the page within a
 * request): null when there is no such product for sale (unknown, or ignored). A catalogue that
 * cannot be reached throws, and the product's error page says so.
 */
const loadProduct = cache(productForSale);

/** The product for a route parameter; null also when the parameter cannot be a product id. */
export async function productForParam(raw: string): Promise<ProductDetail | null> {
  const id = productIdSchema.safeParse(raw);
  return id.success ? loadProduct(id.data) : null;
}

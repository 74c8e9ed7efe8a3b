import "server-only";
import { env } from "@/lib/env";
import { areaLogger } from "@/lib/log";
import { MerchUnavailableError } from "./errors";
import { offlineCatalogue, offlineSitemapProducts } from "./offline";
import { printfulClient } from "./printful";
import type { PriceRange } from "./types";
import type { MerchCatalogue, ProductDetail, ProductListItem } from "./types";

let printful: ReturnType<typeof printfulClient> | undefined;

/** Printful when MERCH_PROVIDER=printful, else null (the offline catalogue needs no client). */
export function printfulFromEnv(): ReturnType<typeof printfulClient> | null {
  const config = env();
  if (config.MERCH_PROVIDER !== "printful") return null;
  printful ??= printfulClient({
    baseUrl: config.PRINTFUL_API_URL,
    token: config.PRINTFUL_TOKEN!,
    storeId: config.PRINTFUL_STORE_ID,
    timeoutMs: config.PRINTFUL_TIMEOUT_MS,
  });
  return printful;
}

export function merchCatalogue(): MerchCatalogue {
  return printfulFromEnv()?.catalogue ?? offlineCatalogue;
}

/**
 * The products on sale, for the sitemap: the offline catalogue's with their last change, or the
 * live Printful store's (which gives no change date). A store that cannot be reached leaves its
 * products out of this answer rather than failing the whole sitemap.
 */
export async function sitemapProducts(): Promise<{ id: number; updatedAt?: Date }[]> {
  if (!printfulFromEnv()) return offlineSitemapProducts();
  try {
    return (await productsForSale()).map((product) => ({ id: product.id }));
  } catch (error) {
    if (!(error instanceof MerchUnavailableError)) throw error;
    areaLogger("merch").warn({ reason: error.message }, "Sitemap lists no products: the store is unavailable");
    return [];
  }
}

/** The products for sale: ignored products never appear anywhere in the shop (docs/product.md#store). */
export async function productsForSale(): Promise<ProductListItem[]> {
  return (await merchCatalogue().products()).filter((product) => !product.is_ignored);
}

/** A product for sale as its store card shows it: with its price range, or null when it has no price yet. */
export type PricedProductListItem = ProductListItem & { price: PriceRange | null };

/** The products for sale with their price ranges, for the store's cards. */
export async function pricedProductsForSale(): Promise<PricedProductListItem[]> {
  const products = await productsForSale();
  const ranges = await merchCatalogue().priceRanges(products.map((product) => product.id));
  return products.map((product) => ({ ...product, price: ranges.get(product.id) ?? null }));
}

/** A product that is for sale: null when there is no such product, or it is ignored (docs/product.md#store). */
export async function productForSale(id: number): Promise<ProductDetail | null> {
  const product = await merchCatalogue().product(id);
  return product && !product.sync_product.is_ignored ? product : null;
}

import "server-only";
import { isBuildPhase } from "@/lib/env";
import { UpstreamError } from "@/lib/http/upstream";
import { merchCatalogue, pricedProductsForSale, type PricedProductListItem } from "@/lib/merch";
import type { StoreInfo } from "@/lib/merch/types";

/** What a page gets from the catalogue: the data, or word that the provider is down. */
export type Loaded<T> = { ok: true; data: T } | { ok: false };

export const FALLBACK_STORE_NAME = "Viralize Merch Store";

/**
 * The data, or at build time word that the provider is down (the page then says so until it
 * is next revalidated, rather than failing the build). At runtime the failure is thrown: a page
 * regenerated in the background then keeps serving its last good version instead of caching
 * the failure, and a page rendered for a request shows the error page.
 */
export async function attempt<T>(what: string, load: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await load() };
  } catch (error) {
    if (!isBuildPhase()) throw error;
    // Provider errors have already been logged with their detail.
    if (!(error instanceof UpstreamError)) console.error(`Merchandise ${what} could not be loaded:`, error);
    return { ok: false };
  }
}

export function loadProducts(): Promise<Loaded<PricedProductListItem[]>> {
  return attempt("list", pricedProductsForSale);
}

export function loadStore(): Promise<Loaded<{ store: StoreInfo; products: PricedProductListItem[] }>> {
  return attempt("store", async () => {
    const [store, products] = await Promise.all([merchCatalogue().store(), pricedProductsForSale()]);
    return { store: { name: store.name.trim() || FALLBACK_STORE_NAME, website: store.website?.trim() || null }, products };
  });
}

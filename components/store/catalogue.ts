import "server-only";
import { merchCatalogue } from "@/lib/merch";
import type { ProductListItem, StoreInfo } from "@/lib/merch/types";

/** What a page gets from the catalogue: the data, or word that the provider is down. */
export type Loaded<T> = { ok: true; data: T } | { ok: false };

export const FALLBACK_STORE_NAME = "Viralize Merch Store";

export async function attempt<T>(what: string, load: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await load() };
  } catch (error) {
    // Provider errors (status 503) have already been logged with their detail.
    if ((error as { status?: number }).status !== 503) console.error(`Merchandise ${what} could not be loaded:`, error);
    return { ok: false };
  }
}

/** Products for sale: ignored products never appear anywhere in the shop. */
export function loadProducts(): Promise<Loaded<ProductListItem[]>> {
  return attempt("list", async () => (await merchCatalogue().products()).filter((product) => !product.is_ignored));
}

export function loadStore(): Promise<Loaded<{ store: StoreInfo; products: ProductListItem[] }>> {
  return attempt("store", async () => {
    const [store, products] = await Promise.all([merchCatalogue().store(), merchCatalogue().products()]);
    return {
      store: { name: store.name.trim() || FALLBACK_STORE_NAME, website: store.website?.trim() || null },
      products: products.filter((product) => !product.is_ignored),
    };
  });
}

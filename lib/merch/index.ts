import "server-only";
import { env } from "@/lib/env";
import { offlineCatalogue } from "./offline";
import { printfulClient } from "./printful";
import type { MerchCatalogue, ProductDetail } from "./types";

let printful: ReturnType<typeof printfulClient> | undefined;

/** Printful when MERCH_PROVIDER=printful, else null (the offline catalogue needs no client). */
export function printfulFromEnv(): ReturnType<typeof printfulClient> | null {
  const config = env();
  if (config.MERCH_PROVIDER !== "printful") return null;
  printful ??= printfulClient({ baseUrl: config.PRINTFUL_API_URL, token: config.PRINTFUL_TOKEN!, storeId: config.PRINTFUL_STORE_ID, timeoutMs: config.PRINTFUL_TIMEOUT_MS });
  return printful;
}

export function merchCatalogue(): MerchCatalogue {
  return printfulFromEnv()?.catalogue ?? offlineCatalogue;
}

/** A product that is for sale: null when there is no such product, or it is ignored (SPEC §7). */
export async function productForSale(id: number): Promise<ProductDetail | null> {
  const product = await merchCatalogue().product(id);
  return product && !product.sync_product.is_ignored ? product : null;
}

import type { Cents } from "@/lib/money";

/** The merchandise shapes of docs/api.md#store-and-checkout, the same whether they come from Printful or the offline catalogue. */
export type StoreInfo = { name: string; website: string | null };

export type ProductListItem = { id: number; name: string; thumbnail_url: string; variants: number; is_ignored: boolean };

export type SyncVariant = {
  id: number;
  name: string;
  /** Printful sends prices as strings, e.g. "24.99". */
  retail_price: string;
  currency: string;
  synced: boolean;
  size: string | null;
  color: string | null;
  files: { type: "preview" | "default"; preview_url: string }[];
  product: { image: string };
};

export type ProductDetail = {
  sync_product: { id: number; name: string; description: string; thumbnail_url: string; is_ignored: boolean; slug: string };
  sync_variants: SyncVariant[];
};

/** Where the merchandise comes from: Printful live, or the catalogue in our database offline. */
export type MerchCatalogue = {
  store(): Promise<StoreInfo>;
  products(): Promise<ProductListItem[]>;
  /** null when there is no such product */
  product(id: number): Promise<ProductDetail | null>;
  /** The price range of each of these products that has a price (lib/merch/price-range.ts). */
  priceRanges(ids: number[]): Promise<Map<number, PriceRange>>;
};

/** What a product sells for: its lowest and highest variant price, in cents. */
export type PriceRange = { min: Cents; max: Cents };

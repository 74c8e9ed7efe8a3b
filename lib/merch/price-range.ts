import { formatCents, parseDecimalString, type Cents } from "@/lib/money";
import type { PriceRange, SyncVariant } from "./types";

/**
 * The prices of the variants a customer can buy now, or of every variant when none can (the card
 * still says what the product costs); null when no variant has a price.
 */
export function priceRangeOf(variants: { price: Cents | null; inStock: boolean }[]): PriceRange | null {
  const priced = variants.filter((variant): variant is { price: Cents; inStock: boolean } => variant.price !== null && variant.price > 0);
  const buyable = priced.filter((variant) => variant.inStock);
  const prices = (buyable.length > 0 ? buyable : priced).map((variant) => variant.price);
  return prices.length > 0 ? { min: Math.min(...prices) as Cents, max: Math.max(...prices) as Cents } : null;
}

/** A product's price range from its variants as the catalogue gives them. */
export const priceRangeOfVariants = (variants: Pick<SyncVariant, "retail_price" | "synced">[]) =>
  priceRangeOf(variants.map((variant) => ({ price: parseDecimalString(variant.retail_price), inStock: variant.synced })));

/** "From $24.99" when sizes or colours are priced apart, "$19.99" when every variant costs the same. */
export const formatPriceRange = ({ min, max }: PriceRange) => (min === max ? formatCents(min) : `From ${formatCents(min)}`);

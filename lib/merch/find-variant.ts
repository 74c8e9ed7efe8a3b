/** A variant's size and colour, read from its name on the server (lib/merch/variant-options.ts). */
export type VariantChoice = { size: string | null; color: string | null };

/**
 * docs/product.md#product-page: the first variant whose name carries both the chosen size and colour. Kept apart from
 * the name parsing so the product page's browser code needs only this.
 */
export function findVariant<V extends VariantChoice>(variants: V[], size: string | null, color: string | null): V | undefined {
  return variants.find((v) => (size === null || v.size === size) && (color === null || v.color === color));
}

/** Shown wherever a product picture is missing or fails to load (docs/product.md#messages). */
export const PLACEHOLDER_IMAGE = "/merch/placeholder.webp";

/** Shown wherever a product picture is missing or fails to load (SPEC §8). */
export const PLACEHOLDER_IMAGE = "/merch/placeholder.webp";

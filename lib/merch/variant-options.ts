/**
 * Size and colour of a merchandise variant, read from its name the way Printful writes them
 * ("RCI Unisex Tee / Black / M", "Jobsite Tumbler / White / 20 oz", "Poster / 18″×24″").
 */

/** Letter sizes in the order shoppers expect; aliases map to one canonical label. */
const LETTER_SIZES = ["XXS", "XS", "S", "M", "L", "XL", "2XL", "3XL", "4XL", "5XL"] as const;
const SIZE_ALIASES: Record<string, (typeof LETTER_SIZES)[number]> = {
  XXS: "XXS",
  "2XS": "XXS",
  XS: "XS",
  S: "S",
  SMALL: "S",
  M: "M",
  MEDIUM: "M",
  L: "L",
  LARGE: "L",
  XL: "XL",
  "X-LARGE": "XL",
  XXL: "2XL",
  "2XL": "2XL",
  XXXL: "3XL",
  "3XL": "3XL",
  "4XL": "4XL",
  XXXXL: "4XL",
  "5XL": "5XL",
  XXXXXL: "5XL",
};
const ONE_SIZE = /^one[\s-]?size$/i;
// 11 oz, 20oz, 18″×24″, 18"x24", 5.5x5.5, 12 x 16 in, 24x36cm
const DIMENSION = /^\d+(\.\d+)?\s*(oz|ml|in|cm|mm|″|")?(\s*[x×]\s*\d+(\.\d+)?\s*(in|cm|mm|″|")?)?$/i;

export const COLOR_WORDS = [
  "black",
  "white",
  "navy",
  "grey",
  "gray",
  "heather",
  "charcoal",
  "red",
  "maroon",
  "burgundy",
  "orange",
  "yellow",
  "gold",
  "green",
  "forest",
  "olive",
  "military",
  "kelly",
  "mint",
  "blue",
  "royal",
  "sky",
  "light blue",
  "carolina",
  "purple",
  "pink",
  "brown",
  "tan",
  "khaki",
  "sand",
  "natural",
  "cream",
  "ivory",
  "silver",
  "teal",
  "aqua",
  "asphalt",
  "slate",
  "camo",
  "sport",
] as const;

// Words of a product type or a finish, never a colour on their own ("Unisex Tee", "Matte").
const NOT_COLORS = /\b(tee|t-shirt|shirt|hoodie|sweatshirt|cap|hat|beanie|jacket|mug|tumbler|sticker|poster|unisex|premium|classic|matte|glossy)\b/i;

function canonicalSize(part: string): string | null {
  const text = part.trim();
  if (ONE_SIZE.test(text)) return "One size";
  const alias = SIZE_ALIASES[text.toUpperCase()];
  if (alias) return alias;
  if (DIMENSION.test(text) && /\d/.test(text)) return text;
  return null;
}

function isColor(part: string): boolean {
  const text = part.trim().toLowerCase();
  if (!text || NOT_COLORS.test(text) || canonicalSize(part)) return false;
  return COLOR_WORDS.some((word) => new RegExp(`(^|\\s)${word}(\\s|$)`).test(text));
}

/** The slash-separated parts after the product name. */
function optionParts(variantName: string): string[] {
  return variantName
    .split("/")
    .slice(1)
    .map((part) => part.trim())
    .filter(Boolean);
}

export function sizeOf(variantName: string): string | null {
  for (const part of optionParts(variantName).reverse()) {
    const size = canonicalSize(part);
    if (size) return size;
  }
  return null;
}

export function colorOf(variantName: string): string | null {
  return optionParts(variantName).find(isColor) ?? null;
}

function dimensionValue(size: string): number {
  const numbers = size.match(/\d+(\.\d+)?/g)?.map(Number) ?? [0];
  return numbers.reduce((product, n) => product * n, 1);
}

/** Letter sizes first (XXS … 5XL), then one size, then dimensions from small to large. */
export function compareSizes(a: string, b: string): number {
  const rank = (size: string) => {
    const letter = LETTER_SIZES.indexOf(size as (typeof LETTER_SIZES)[number]);
    if (letter >= 0) return [0, letter] as const;
    if (size === "One size") return [1, 0] as const;
    return [2, dimensionValue(size)] as const;
  };
  const [groupA, valueA] = rank(a);
  const [groupB, valueB] = rank(b);
  return groupA - groupB || valueA - valueB || a.localeCompare(b);
}

/** The distinct sizes and colours across variants, sizes in shop order, colours as first seen. */
export function variantOptions(variants: { name: string }[]): { sizes: string[]; colors: string[] } {
  const sizes = [...new Set(variants.map((v) => sizeOf(v.name)).filter((s): s is string => s !== null))].sort(compareSizes);
  const colors = [...new Set(variants.map((v) => colorOf(v.name)).filter((c): c is string => c !== null))];
  return { sizes, colors };
}

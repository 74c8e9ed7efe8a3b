/** A rough product type for the AI description writer, read from the product name. */
const TYPES: [RegExp, string][] = [
  [/\b(tee|t-shirt|shirt|hoodie|sweatshirt|pullover|jacket|long sleeve|polo|vest|crewneck)\b/i, "apparel"],
  [/\b(cap|hat|beanie|visor)\b/i, "headwear"],
  [/\b(mug|tumbler|bottle|cup|flask)\b/i, "drinkware"],
  [/\b(poster|sticker|print|decal|banner)\b/i, "print"],
];

export function guessProductType(productName: string): string {
  return TYPES.find(([pattern]) => pattern.test(productName))?.[1] ?? "accessory";
}

/** Which business a piece of merchandise belongs to, read from its name (docs/product.md#find-your-business). */
export type BusinessId = "rci" | "integrity" | "viralize" | "other";

export const BUSINESS_NAMES: Record<Exclude<BusinessId, "other">, string> = {
  rci: "RCI",
  integrity: "Integrity LED",
  viralize: "Viralize",
};

export function businessOf(productName: string): BusinessId {
  if (productName.includes("RCI")) return "rci";
  if (/integrity led/i.test(productName)) return "integrity";
  if (/viralize/i.test(productName)) return "viralize";
  return "other";
}

/** Products grouped by business; "other" is never shown as a business. */
export function groupByBusiness<P extends { name: string }>(products: P[]): { id: Exclude<BusinessId, "other">; name: string; products: P[] }[] {
  return (Object.keys(BUSINESS_NAMES) as Exclude<BusinessId, "other">[])
    .map((id) => ({ id, name: BUSINESS_NAMES[id], products: products.filter((p) => businessOf(p.name) === id) }))
    .filter((group) => group.products.length > 0);
}

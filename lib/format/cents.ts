/**
 * Amounts a person types in dollars ("25", "25.5", "$1,250.00") as integer cents, or null when
 * the text is not an amount of money with at most two decimals.
 */
export function dollarsToCents(input: string | number): number | null {
  const text = String(input).trim().replace(/^\$/, "").replace(/,/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ""] = text.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

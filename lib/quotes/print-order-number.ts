/**
 * A print order's number as people read it: P-1042. Print orders count on their own, so print
 * order 1042 and merchandise order #1042 can both exist; the prefix keeps them apart everywhere
 * a print order is named (emails, timelines, the admin, the customer's pages).
 */
export const printOrderNumber = (id: number) => `P-${id}`;

/** "P-1042" however it is typed ("p1042", "P 1042"): its id, or null for anything else. */
export function printOrderIdOf(text: string): number | null {
  const digits = /^p\s*-?\s*(\d{1,9})$/i.exec(text.trim())?.[1];
  return digits ? Number(digits) : null;
}

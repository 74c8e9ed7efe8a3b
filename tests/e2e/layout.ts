import { expect, type Locator } from "@playwright/test";

type Box = { x: number; y: number; width: number; height: number };

async function boxesOf(a: Locator, b: Locator): Promise<[Box, Box]> {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  expect(first, "the first element is on screen").not.toBeNull();
  expect(second, "the second element is on screen").not.toBeNull();
  return [first!, second!];
}

const share = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether the two visible elements share any pixel: one covers the other. */
export async function overlapping(a: Locator, b: Locator): Promise<boolean> {
  return share(...(await boxesOf(a, b)));
}

/** Fails when the two visible elements share any pixel: one would cover the other. */
export async function expectApart(a: Locator, b: Locator): Promise<void> {
  const [first, second] = await boxesOf(a, b);
  expect(share(first, second), `${JSON.stringify(first)} and ${JSON.stringify(second)} overlap`).toBe(false);
}

/** The header and body cells of a table whose content runs past the cell's own edge, into the next column. */
export async function overflowingCells(table: Locator): Promise<string[]> {
  return table.locator("th, td").evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth).map((cell) => `"${cell.textContent?.trim().slice(0, 40)}" needs ${cell.scrollWidth} px of ${cell.clientWidth}`));
}

/** The width of each column of a table, by its header's text: { Business: 219, … }. */
export async function columnWidths(table: Locator): Promise<Record<string, number>> {
  const heads = await table.getByRole("columnheader").evaluateAll((cells) => cells.map((cell) => [cell.textContent?.trim() ?? "", cell.getBoundingClientRect().width] as const));
  return Object.fromEntries(heads);
}

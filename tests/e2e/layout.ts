import { expect, type Locator, type Page } from "@playwright/test";

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
  return table
    .locator("th, td")
    .evaluateAll((cells) =>
      cells
        .filter((cell) => cell.scrollWidth > cell.clientWidth)
        .map((cell) => `"${cell.textContent?.trim().slice(0, 40)}" needs ${cell.scrollWidth} px of ${cell.clientWidth}`),
    );
}

/** The width of each column of a table, by its header's text: { Business: 219, … }. */
export async function columnWidths(table: Locator): Promise<Record<string, number>> {
  const heads = await table
    .getByRole("columnheader")
    .evaluateAll((cells) => cells.map((cell) => [cell.textContent?.trim() ?? "", cell.getBoundingClientRect().width] as const));
  return Object.fromEntries(heads);
}

/** Whether the browser has drawn the element: false while it skips it (render-when-near in app/brand.css). */
export const drawn = (element: Locator) => element.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }));

/**
 * Checks that every section the browser is still skipping (render-when-near in app/brand.css)
 * stands in at about its drawn height: within 10%, so the page does not jump as it is drawn.
 * Returns how many sections were skipped. Leaves every section drawn.
 */
export async function expectStandInsNearDrawnHeights(page: Page): Promise<number> {
  const sections = page.locator("section").filter({ has: page.locator("h2") });
  const skipped = await sections.evaluateAll((elements) =>
    // A skipped section's own box is drawn at the stand-in height; its contents are what is skipped.
    elements.flatMap((element, index) =>
      element.querySelector("h2")!.checkVisibility({ contentVisibilityAuto: true }) ? [] : [{ index, height: element.getBoundingClientRect().height }],
    ),
  );
  await page.addStyleTag({ content: "section { content-visibility: visible !important; }" });
  for (const { index, height } of skipped) {
    const drawnHeight = await sections.nth(index).evaluate((element) => element.getBoundingClientRect().height);
    expect(Math.abs(height - drawnHeight), `section ${index}: stand-in ${height} px, drawn ${drawnHeight} px`).toBeLessThanOrEqual(drawnHeight * 0.1);
  }
  return skipped.length;
}

import { expect, type Locator } from "@playwright/test";

/** Fails when the two visible elements share any pixel: one would cover the other. */
export async function expectApart(a: Locator, b: Locator): Promise<void> {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  expect(first, "the first element is on screen").not.toBeNull();
  expect(second, "the second element is on screen").not.toBeNull();
  const overlaps =
    first!.x < second!.x + second!.width && second!.x < first!.x + first!.width && first!.y < second!.y + second!.height && second!.y < first!.y + first!.height;
  expect(overlaps, `${JSON.stringify(first)} and ${JSON.stringify(second)} overlap`).toBe(false);
}

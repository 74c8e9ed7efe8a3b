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
